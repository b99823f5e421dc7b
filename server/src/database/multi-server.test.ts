// Several servers on one database (issue 25, docs/deployment.md): a catalogue change made through one server is
// seen by the next search on another. On PostgreSQL both servers read the search's statements from a streaming
// standby (DATABASE_REPLICA_URL; .ci/run starts one with scripts/pg-replica.sh) whose replay the test pauses, so the
// replica really lags behind the change; on SQLite both servers open the one database file.
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type EstanteApp } from '../app.ts';
import { cataloguerSession } from '../catalogue/catalogue-work-fixtures.testing.ts';
import { importTitles, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { loadConfig } from '../config.ts';
import { currentRevisions } from '../search/catalogue-revision.ts';
import { freePort } from '../testing/server-processes.testing.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

const postgres = Boolean(process.env.DATABASE_URL?.trim());
const replicaFromEnv = process.env.TEST_DATABASE_REPLICA_URL?.trim() || undefined;
/** A real standby when .ci/run (or a developer) set one up; else the primary stands in for it. */
const replicaUrl = postgres ? (replicaFromEnv ?? process.env.DATABASE_URL!.trim()) : undefined;
const realReplica = Boolean(postgres && replicaFromEnv);
const setting = !postgres
  ? 'SQLite: two servers on one database file'
  : realReplica
    ? 'PostgreSQL: two servers reading from a streaming replica (TEST_DATABASE_REPLICA_URL) that lags'
    : 'PostgreSQL: two servers whose "replica" is the primary itself (TEST_DATABASE_REPLICA_URL unset)';

let database: TestDatabase;
let replica: pg.Client | undefined;
const servers: { app: EstanteApp; base: string }[] = [];
let cataloguer: Session;
/** The key-encryption key every server of the test shares (docs/auth.md, "Keys at rest"). */
let sharedKey: string;
let ids: Record<string, number>;

async function startServer(dataDir: string, keyEncryptionKey: string): Promise<{ app: EstanteApp; base: string }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Servers sharing a database share the key that seals its signing keys (docs/auth.md, "Keys at rest").
    KEY_ENCRYPTION_KEY: keyEncryptionKey,
    ...(database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl, DATABASE_SCHEMA: database.schema!, DATABASE_REPLICA_URL: replicaUrl! }
      : {}),
  });
  // The app opens its own connections (both pools on PostgreSQL), as `npm run serve` does.
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function searchIds(server: { base: string }, term: string): Promise<number[]> {
  const response = await fetch(`${server.base}/api/consulta?termo=${encodeURIComponent(term)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { data: { cod_acervo: number }[] };
  return body.data.map((item) => item.cod_acervo);
}

async function suppress(server: { base: string }, id: number, suppressed: boolean): Promise<void> {
  const response = await fetch(`${server.base}/api/equipe/registros/${id}/supressao`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${cataloguer.token}`, 'content-type': 'application/json', idioma: '5' },
    body: JSON.stringify({ suprimido: suppressed }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The standby's catalogue revision; -1 while it has not replayed the test's schema yet. */
async function replicaRevision(): Promise<number> {
  const schema = replica!.escapeIdentifier(database.schema!);
  const { rows } = await replica!
    .query<{ revision: string }>(`select revision from ${schema}.catalogue_revision where id = 1`)
    .catch(() => ({ rows: [] as { revision: string }[] }));
  return Number(rows[0]?.revision ?? -1);
}

/** Waits until the standby has replayed everything committed so far (it is quick, unless the machine is loaded). */
async function replicaCaughtUp(): Promise<void> {
  const primary = (await currentRevisions(database.db)).catalogue;
  await expect.poll(replicaRevision, { timeout: 60_000 }).toBeGreaterThanOrEqual(primary);
}

/** Statements the standby ran on the test schema's records (its own statistics; nothing else reads them there). */
async function replicaRecordScans(): Promise<number> {
  const { rows } = await replica!.query<{ scans: string }>(
    `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables
      where schemaname = $1 and relname = 'records'`,
    [database.schema],
  );
  return Number(rows[0]?.scans ?? 0);
}

beforeAll(async () => {
  database = await createTestDatabase();
  if (realReplica) {
    replica = new pg.Client({ connectionString: replicaFromEnv });
    await replica.connect().catch((error: Error) => {
      throw new Error(
        `TEST_DATABASE_REPLICA_URL (${replicaFromEnv}) cannot be reached: run scripts/pg-replica.sh (${error.message})`,
      );
    });
    const { rows } = await replica.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
    if (!rows[0]?.standby) throw new Error('TEST_DATABASE_REPLICA_URL is not a standby: run scripts/pg-replica.sh');
  }
  sharedKey = crypto.randomBytes(32).toString('base64');
  // SQLite: one database file, so one DATA_DIR. PostgreSQL: each server a DATA_DIR of its own, as on two machines.
  const first = await startServer(database.dataDir, sharedKey);
  servers.push(first);
  servers.push(await startServer(postgres ? `${database.dataDir}/second` : database.dataDir, sharedKey));
  const fixtures = { app: first.app, database, close: async () => {} };
  ids = await importTitles(fixtures, [
    { key: 'ms-1', title: 'Quincas Borba', copies: [{ library: 'BC', barcode: 'MS-0001' }] },
    { key: 'ms-2', title: 'Dom Casmurro', copies: [] },
  ]);
  cataloguer = await cataloguerSession(fixtures);
}, 120_000);

afterAll(async () => {
  // Replay runs again whatever happened (the standby serves the next run too).
  await replica?.query('select pg_wal_replay_resume()').catch(() => undefined);
  await replica?.end();
  for (const server of servers) await server.app.close();
  await database?.destroy();
}, 60_000);

describe(`two servers on one database (${setting})`, () => {
  it('sees, in the next search on one server, the catalogue change made through the other, even with the replica behind', async () => {
    const [first, second] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const id = ids['ms-1']!;
    // Both servers have loaded their index before the change.
    expect(await searchIds(first, 'quincas')).toEqual([id]);
    expect(await searchIds(second, 'quincas')).toEqual([id]);

    if (realReplica) {
      await replicaCaughtUp();
      await replica!.query('select pg_wal_replay_pause()');
    }
    try {
      await suppress(first, id, true);
      if (realReplica) {
        // The standby has not replayed the change: a search that trusted it would still find the record.
        expect(await replicaRevision()).toBeLessThan((await currentRevisions(database.db)).catalogue);
      }
      expect(await searchIds(second, 'quincas')).toEqual([]);
      expect(await searchIds(second, 'casmurro')).toEqual([ids['ms-2']]);
    } finally {
      if (realReplica) await replica!.query('select pg_wal_replay_resume()');
    }

    // And the other way round.
    await suppress(second, id, false);
    expect(await searchIds(first, 'quincas')).toEqual([id]);
  }, 120_000);

  it('answers from the replica once it has replayed the change (PostgreSQL), from the one file (SQLite)', async () => {
    const [first, second] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const id = ids['ms-2']!;
    await suppress(first, id, true);
    if (!realReplica) {
      expect(await searchIds(second, 'casmurro')).toEqual([]);
      return;
    }
    await replicaCaughtUp();
    const scans = await replicaRecordScans();
    expect(await searchIds(second, 'casmurro')).toEqual([]);
    // The standby read the records (the index's refresh and the page): its statistics say so within seconds (at most
    // PostgreSQL's idle interval).
    await expect.poll(replicaRecordScans, { timeout: 60_000 }).toBeGreaterThan(scans);
  }, 120_000);
});

describe('DATABASE_REPLICA_URL', () => {
  it('is refused without DATABASE_URL, and when it is not a postgres:// URL', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://estante@127.0.0.1:5433/estante' })).toThrow(
      'DATABASE_REPLICA_URL needs DATABASE_URL (a replica of it)',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://estante@127.0.0.1/estante', DATABASE_REPLICA_URL: 'mysql://127.0.0.1/x' }),
    ).toThrow('DATABASE_REPLICA_URL must be a postgres:// URL');
  });

  if (postgres) {
    it('is passed over for the primary while the replica cannot be reached: searches still answer, and fresh', async () => {
      const port = await freePort();
      const config = loadConfig({
        DATA_DIR: `${database.dataDir}/unreachable`,
        DEMO_DATA: 'off',
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        RATE_LIMIT: 'off',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        KEY_ENCRYPTION_KEY: sharedKey,
        DATABASE_URL: database.databaseUrl!,
        DATABASE_SCHEMA: database.schema!,
        // Nothing listens there: every connection is refused.
        DATABASE_REPLICA_URL: `postgres://estante:estante@127.0.0.1:${port}/estante_test`,
      });
      const app = await buildApp(config, { logger: false });
      try {
        const search = (term: string) =>
          app.inject({ url: `/api/consulta?termo=${term}` }).then((response) => {
            expect(response.statusCode, response.body).toBe(200);
            return response.json().data.map((item: { cod_acervo: number }) => item.cod_acervo);
          });
        // As the tests above left them: "Dom Casmurro" suppressed, "Quincas Borba" shown again.
        expect(await search('casmurro')).toEqual([]);
        expect(await search('quincas')).toEqual([ids['ms-1']]);
      } finally {
        await app.close();
      }
    }, 120_000);
  }
});
