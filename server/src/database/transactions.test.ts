import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { type DatabaseConnection, openDatabase } from './database.ts';
import type { Database } from './schema.ts';
import { runInTransaction } from './transactions.ts';

/** A scratch table of this file's own (the tests are about transactions, not about any of Estante's tables). */
async function createCounters(db: Kysely<Database>): Promise<void> {
  await sql`create table drill_counters (id integer primary key, n integer not null)`.execute(db);
  await sql`insert into drill_counters (id, n) values (1, 0), (2, 0)`.execute(db);
}

async function counter(db: Kysely<Database>, id: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select n from drill_counters where id = ${id}`.execute(db);
  return Number(rows[0]!.n);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('SQLite transactions begin IMMEDIATE (two connections to one file, as two server processes have)', () => {
  let dataDir: string;
  let first: DatabaseConnection;
  let second: DatabaseConnection;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-immediate-'));
    first = openDatabase({ dataDir });
    second = openDatabase({ dataDir });
    await createCounters(first.db);
  });
  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets a transaction that reads, waits and then writes commit while another connection writes the same row', async () => {
    // With BEGIN (deferred) the first reads 0 under its snapshot, the second commits 1, and the first's write fails
    // with SQLITE_BUSY_SNAPSHOT. With BEGIN IMMEDIATE the second waits for the first, then reads 1.
    const increment = (db: Kysely<Database>, wait: number) =>
      db.transaction().execute(async (trx) => {
        const n = await counter(trx, 1);
        await pause(wait);
        await sql`update drill_counters set n = ${n + 1} where id = 1`.execute(trx);
      });
    const slow = increment(first.db, 100);
    await pause(20);
    const fast = increment(second.db, 0);
    await Promise.all([slow, fast]);
    expect(await counter(first.db, 1)).toBe(2);
  });
});

describe('runInTransaction on the configured engine', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await createCounters(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('runs again, whole, a transaction that lost a deadlock, so both writers commit', async () => {
    // Two transactions update the two rows in opposite orders. PostgreSQL aborts one of them with 40P01 (deadlock)
    // and runInTransaction runs it again: three runs in all. On SQLite, BEGIN IMMEDIATE serialises them: two runs.
    let runs = 0;
    const updated = { 1: signal(), 2: signal() };
    const both = (firstId: 1 | 2, secondId: 1 | 2) =>
      runInTransaction(database.db, async (trx) => {
        runs += 1;
        await sql`update drill_counters set n = n + 1 where id = ${firstId}`.execute(trx);
        updated[firstId].resolve();
        // On PostgreSQL, wait until the other transaction holds its first row, however long a loaded machine takes to
        // begin it (a time limit here let one commit before the other began, with no deadlock: two runs, not three).
        // On SQLite the other cannot begin until this one ends, so this one goes on after a moment.
        await (database.dialect === 'postgres'
          ? updated[secondId].promise
          : Promise.race([updated[secondId].promise, pause(300)]));
        await sql`update drill_counters set n = n + 1 where id = ${secondId}`.execute(trx);
      });
    await Promise.all([both(1, 2), both(2, 1)]);
    expect(await counter(database.db, 1)).toBe(2);
    expect(await counter(database.db, 2)).toBe(2);
    expect(runs).toBe(database.dialect === 'postgres' ? 3 : 2);
  }, 30_000);
});
