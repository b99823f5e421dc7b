import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createAccessCounter } from './access-counter.ts';
import { accessKindOf } from './access-counting.ts';
import { readAccessCounts } from './access-counts.repository.ts';

const silent = { info() {}, warn() {}, error() {} };

/** The access statistics' write-behind (docs/staff-reports.md): one statement a minute, nothing counted twice. */
describe('access counter', () => {
  let database: TestDatabase;
  let clock = new Date('2026-05-04T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const stored = () => readAccessCounts(database.db, '2026-05-01', '2026-05-31');

  it('writes nothing until a minute has passed, then everything counted so far in one go', async () => {
    const counter = createAccessCounter(database.db, () => clock, silent);
    counter.count('search');
    counter.count('record_view');
    clock = new Date('2026-05-04T10:00:59Z');
    counter.count('search');
    expect(await stored()).toEqual([]);
    clock = new Date('2026-05-04T10:01:00Z');
    counter.count('search');
    // The write started by that count; flush() waits for it (and finds nothing more to write).
    await counter.flush();
    expect(await stored()).toEqual([
      { day: '2026-05-04', kind: 'record_view', hits: 1 },
      { day: '2026-05-04', kind: 'search', hits: 3 },
    ]);
  });

  it('adds to the day’s row (two processes, or two flushes), and keys each count by the day it happened', async () => {
    const other = createAccessCounter(database.db, () => clock, silent);
    clock = new Date('2026-05-04T23:59:59Z');
    other.count('search');
    clock = new Date('2026-05-05T00:00:00Z');
    other.count('search');
    other.count('search');
    await other.flush();
    expect(await stored()).toEqual([
      { day: '2026-05-04', kind: 'record_view', hits: 1 },
      { day: '2026-05-04', kind: 'search', hits: 4 },
      { day: '2026-05-05', kind: 'search', hits: 2 },
    ]);
  });

  it('keeps the counts when the database refuses a write, and writes them with the next one', async () => {
    let calls = 0;
    // A database that fails its first statement: the counter's own retry is what is tested, not the database.
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'insertInto' && calls++ === 0) throw new Error('database away');
        const value = Reflect.get(target, property, receiver);
        // Kysely's methods read private fields: call them on the database itself, not on the proxy.
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    clock = new Date('2026-05-06T08:00:00Z');
    const counter = createAccessCounter(flaky, () => clock, silent);
    counter.count('record_view');
    await counter.flush();
    expect((await stored()).filter((row) => row.day === '2026-05-06')).toEqual([]);
    counter.count('record_view');
    await counter.flush();
    expect((await stored()).filter((row) => row.day === '2026-05-06')).toEqual([
      { day: '2026-05-06', kind: 'record_view', hits: 2 },
    ]);
  });

  it('counts GET first pages of /api/consulta and GET /api/acervo/:id only', () => {
    expect(accessKindOf('GET', '/api/consulta', {})).toBe('search');
    expect(accessKindOf('GET', '/api/consulta', { pagina: 1 })).toBe('search');
    expect(accessKindOf('GET', '/api/consulta', { pagina: 2 })).toBeUndefined();
    expect(accessKindOf('HEAD', '/api/consulta', {})).toBeUndefined();
    expect(accessKindOf('GET', '/api/acervo/:id', {})).toBe('record_view');
    expect(accessKindOf('GET', '/api/acervo/:id/marc', {})).toBeUndefined();
    expect(accessKindOf('GET', undefined, {})).toBeUndefined();
  });
});

describe('access counts at shutdown', () => {
  it('an app that opened its own database writes its counts before closing it', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DEMO_DATA: 'off',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'off',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, DATABASE_SCHEMA: database.schema! } : {}),
    });
    try {
      // No `database` option: buildApp opens and migrates its own, and closes it in its onClose hook.
      const app = await buildApp(config, { logger: false, now: () => new Date('2026-05-07T09:00:00Z') });
      expect((await app.inject({ method: 'GET', url: '/api/acervo/1' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/consulta?termo=nada' })).statusCode).toBe(200);
      await app.close();
      expect(await readAccessCounts(database.db, '2026-05-07', '2026-05-07')).toEqual([
        { day: '2026-05-07', kind: 'search', hits: 1 },
      ]);
    } finally {
      await database.destroy();
    }
  });
});
