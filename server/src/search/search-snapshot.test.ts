import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MarcRecord } from '@estante/core';
import { SNAPSHOT_FORMAT } from '@estante/search';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type EstanteApp } from '../app.ts';
import { createAppContext } from '../app-services.ts';
import { importMarcRecords } from '../catalogue/index.ts';
import { suppressRecord } from '../catalogue/record-admin.repository.ts';
import { loadConfig } from '../config.ts';
import { runInTransaction } from '../database/transactions.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { currentRevisions, recordCatalogueChanges } from './catalogue-revision.ts';
import type { MemorySearchIndex } from './memory-search-index.ts';
import { readSnapshotFile, SNAPSHOT_FILE_NAME, writeSnapshotFile } from './search-snapshot.ts';

/**
 * The search index's snapshot file (docs/search.md, "Snapshot"), through real restarts: each app is a server
 * started on the same database and DATA_DIR, and closed (which writes its last image) before the next starts.
 */
let database: TestDatabase;
let snapshotFile: string;
let ids: Record<string, number>;

const T0 = new Date('2026-11-26T10:00:00Z');

function config(on = database) {
  return loadConfig({
    DATA_DIR: on.dataDir,
    DEMO_DATA: 'off',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(on.databaseUrl ? { DATABASE_URL: on.databaseUrl, DATABASE_SCHEMA: on.schema! } : {}),
  });
}

/** A server start: ready means what it means before listening (the search routes' onReady has run). */
async function start(on = database, now = () => T0): Promise<{ app: EstanteApp; index: MemorySearchIndex }> {
  const app = await buildApp(config(on), { database: on, logger: false, now });
  await app.ready();
  return { app, index: app.context.search as MemorySearchIndex };
}

function book(key: string, title: string, author: string, libraries: string[]): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: key },
      { tag: '003', value: 'ESTANTE-TEST' },
      { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: author }] },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: title }] },
      ...libraries.map((library, n) => ({
        tag: '952',
        ind1: ' ',
        ind2: ' ',
        subfields: [
          { code: 'a', value: library },
          { code: 'b', value: library },
          { code: 'p', value: `${key}-${n}` },
          { code: 'y', value: 'LIVRO' },
        ],
      })),
    ],
  };
}

/** Imports with the server down (a command-line import): only the database changes. */
async function importOffline(records: MarcRecord[]): Promise<void> {
  async function* results() {
    let position = 0;
    for (const record of records) yield { ok: true as const, position: ++position, record, warnings: [] };
  }
  await importMarcRecords(createAppContext(config(), database), results());
  const rows = await database.db.selectFrom('records').select(['id', 'control_number']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.control_number!, row.id]));
}

async function search(app: EstanteApp, params: string) {
  const response = await app.inject({
    url: `/api/consulta?${params}&quantPag=50`,
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as {
    total: number;
    data: { cod_acervo: number }[];
    filtros: { tipo: string; codigo: string; total: number }[];
  };
  return {
    total: body.total,
    ids: body.data.map((row) => row.cod_acervo),
    facets: body.filtros.map((facet) => `${facet.tipo}:${facet.codigo}=${facet.total}`).sort(),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  snapshotFile = path.join(database.dataDir, SNAPSHOT_FILE_NAME);
  await importOffline([
    book('S1', 'Rios do Brasil', 'Costa, Ana', ['BC']),
    book('S2', 'Mares do Brasil', 'Lima, Rui', ['BC', 'BS']),
    book('S3', 'Rios da Europa', 'Costa, Ana', ['BS']),
  ]);
});

afterAll(async () => {
  await database?.destroy();
});

async function databaseRevision(): Promise<number> {
  return (await currentRevisions(database.db)).catalogue;
}

/** Rewrites the file's checksum over its header and payload as the server writes it (a whole file, not damaged). */
function resealed(bytes: Buffer): Buffer {
  const hash = crypto.createHash('sha256').update(bytes.subarray(0, 64)).update(bytes.subarray(96)).digest();
  hash.copy(bytes, 64);
  return bytes;
}

/** Starts a server on a damaged snapshot: it answers as the database says, and writes a whole snapshot again. */
async function expectRebuilt(): Promise<void> {
  const { app, index } = await start();
  try {
    expect(await search(app, 'termo=rios&ordenacao=N')).toEqual({
      total: 2,
      ids: [ids.S3, ids.S4],
      facets: ['A:Costa, Ana=2', 'L:BC=1', 'L:BS=1', 'T:1=2'],
    });
    expect(index.loadedFrom).toBe('database');
  } finally {
    await app.close();
  }
  expect((await readSnapshotFile(snapshotFile)).revision).toBe(await databaseRevision());
}

// Each test starts servers again (a whole app each time): more than the default minute on a loaded machine.
describe('search index snapshot', { timeout: 120_000 }, () => {
  it('is written by the server that loaded the index, and the next start answers from it at once', async () => {
    const first = await start();
    try {
      expect(await search(first.app, 'termo=brasil&ordenacao=N')).toEqual({
        total: 2,
        ids: [ids.S1, ids.S2],
        facets: ['A:Costa, Ana=1', 'A:Lima, Rui=1', 'L:BC=2', 'L:BS=1', 'T:1=2'],
      });
      expect(first.index.loadedFrom).toBe('database');
    } finally {
      await first.app.close();
    }
    const revision = await databaseRevision();
    expect((await readSnapshotFile(snapshotFile)).revision).toBe(revision);

    const { app, index } = await start();
    try {
      // Loaded before the server listens: the first search finds it current, and answers without loading.
      expect(index.loadedFrom).toBe('snapshot');
      const loaded = index.loadedIndex()!;
      expect(loaded.revisions.catalogue).toBe(revision);
      expect(await search(app, 'termo=brasil&ordenacao=N')).toEqual({
        total: 2,
        ids: [ids.S1, ids.S2],
        facets: ['A:Costa, Ana=1', 'A:Lima, Rui=1', 'L:BC=2', 'L:BS=1', 'T:1=2'],
      });
      expect(await search(app, 'termo=costa&tipo=autor&ordenacao=N')).toEqual({
        total: 2,
        ids: [ids.S1, ids.S3],
        facets: ['A:Costa, Ana=2', 'L:BC=1', 'L:BS=1', 'T:1=2'],
      });
      expect(await search(app, 'termo=mares&filtro=L:BS')).toMatchObject({ total: 1, ids: [ids.S2] });
      expect(index.loadedIndex()!.catalogue).toBe(loaded.catalogue);
    } finally {
      await app.close();
    }
  });

  it('from an older revision is brought up to date with the changes made since, before the server listens', async () => {
    const written = (await readSnapshotFile(snapshotFile)).revision;
    // With the server down: a record added, one retitled, one suppressed.
    await importOffline([
      book('S4', 'Rios da Ásia', 'Costa, Ana', ['BC']),
      book('S2', 'Mares de Portugal', 'Lima, Rui', ['BC', 'BS']),
    ]);
    await runInTransaction(database.db, async (trx) => {
      await suppressRecord(trx, ids.S1!, T0.toISOString());
      await recordCatalogueChanges(trx, [ids.S1!]);
    });
    const revision = await databaseRevision();
    expect(revision).toBeGreaterThan(written);

    const { app, index } = await start();
    try {
      expect(index.loadedFrom).toBe('snapshot');
      expect(index.loadedIndex()!.revisions.catalogue).toBe(revision);
      expect(index.loadedIndex()!.catalogue.segmentCount).toBe(2);
      expect(await search(app, 'termo=rios&ordenacao=N')).toEqual({
        total: 2,
        ids: [ids.S3, ids.S4],
        facets: ['A:Costa, Ana=2', 'L:BC=1', 'L:BS=1', 'T:1=2'],
      });
      expect(await search(app, 'termo=portugal')).toMatchObject({ total: 1, ids: [ids.S2] });
      expect((await search(app, 'termo=brasil')).total).toBe(0);
    } finally {
      await app.close();
    }
    // The close wrote what the start brought up to date (the clock had not moved: no write before).
    expect((await readSnapshotFile(snapshotFile)).revision).toBe(revision);
  });

  it('cut short is not read: the index is loaded from the database and the snapshot written whole again', async () => {
    const size = fs.statSync(snapshotFile).size;
    fs.truncateSync(snapshotFile, Math.floor(size / 2));
    await expectRebuilt();
  });

  it('with one byte changed, in its arrays or in the revision of its header, is not read', async () => {
    for (const at of [(size: number) => size - 20, () => 24]) {
      const bytes = fs.readFileSync(snapshotFile);
      bytes[at(bytes.length)]! ^= 0x01;
      fs.writeFileSync(snapshotFile, bytes);
      await expectRebuilt();
    }
  });

  it('of another format version is not read, even whole', async () => {
    const bytes = fs.readFileSync(snapshotFile);
    bytes.writeUInt32LE(SNAPSHOT_FORMAT - 1, 8);
    fs.writeFileSync(snapshotFile, resealed(bytes));
    await expectRebuilt();
  });

  it('of another database (here: one at an older revision) is not read', async () => {
    const other = await createTestDatabase();
    try {
      fs.copyFileSync(snapshotFile, path.join(other.dataDir, SNAPSHOT_FILE_NAME));
      const { app, index } = await start(other);
      try {
        expect((await search(app, 'termo=rios')).total).toBe(0);
        expect(index.loadedFrom).toBe('database');
      } finally {
        await app.close();
      }
    } finally {
      await other.destroy();
    }
  });

  it('is written by one process at a time: a live lock holder is left alone, a dead one is taken over', async () => {
    const snapshot = await readSnapshotFile(snapshotFile);
    const newer = { ...snapshot, revision: snapshot.revision + 1 };
    fs.writeFileSync(`${snapshotFile}.lock`, String(process.pid));
    expect(await writeSnapshotFile(snapshotFile, newer)).toBe(false);
    // Above Linux's highest process number: no process holds it.
    fs.writeFileSync(`${snapshotFile}.lock`, String(2 ** 30));
    expect(await writeSnapshotFile(snapshotFile, newer)).toBe(true);
    expect(fs.existsSync(`${snapshotFile}.lock`)).toBe(false);
    // A file already at that revision is not written again.
    expect(await writeSnapshotFile(snapshotFile, newer)).toBe(false);
    expect((await readSnapshotFile(snapshotFile)).revision).toBe(snapshot.revision + 1);
  });

  it('is written at most once a minute by the app clock, even when refreshes come during a write', async () => {
    let clock = T0;
    const { app, index } = await start(database, () => clock);
    // The last test left a snapshot ahead of the database: rejected, the first search loads and writes one.
    await search(app, 'termo=rios');
    await index.snapshotSettled();
    const loaded = (await readSnapshotFile(snapshotFile)).revision;
    // The write's last step waits for the test: a refresh lands while the write is under way.
    let releaseRename = () => {};
    const renamed = new Promise<void>((resolve) => (releaseRename = resolve));
    let renameReached = () => {};
    const reached = new Promise<void>((resolve) => (renameReached = resolve));
    const rename = fs.promises.rename;
    const spy = vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      renameReached();
      await renamed;
      return rename(from, to);
    });
    try {
      // A minute after the start's read: the refresh after this change starts a write.
      clock = new Date(T0.getTime() + 61_000);
      await importOffline([book('S5', 'Rios do Chile', 'Costa, Ana', ['BC'])]);
      expect((await search(app, 'termo=chile')).total).toBe(1);
      const first = await databaseRevision();
      await reached;
      expect(spy).toHaveBeenCalledTimes(1);
      // During that write, another change and its refresh: its image waits.
      await importOffline([book('S6', 'Rios do Peru', 'Costa, Ana', ['BC'])]);
      expect((await search(app, 'termo=peru')).total).toBe(1);
      const second = await databaseRevision();
      releaseRename();
      await index.snapshotSettled();
      expect(spy).toHaveBeenCalledTimes(1);
      expect((await readSnapshotFile(snapshotFile)).revision).toBe(first);
      expect(first).toBeGreaterThan(loaded);
      // Still within the minute: a refresh takes its image, and writes nothing.
      await importOffline([book('S7', 'Rios da Bolivia', 'Costa, Ana', ['BC'])]);
      expect((await search(app, 'termo=bolivia')).total).toBe(1);
      await index.snapshotSettled();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(second).toBeGreaterThan(first);
    } finally {
      releaseRename();
      await app.close();
      spy.mockRestore();
    }
    // The close writes the newest image.
    expect((await readSnapshotFile(snapshotFile)).revision).toBe(await databaseRevision());
  });
});
