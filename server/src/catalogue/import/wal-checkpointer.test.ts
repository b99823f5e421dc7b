// The import command's checkpointer thread (wal-checkpointer.ts) against a real SQLite file: it copies what a
// connection that never checkpoints commits into the database file, and its failure is reported, not fatal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../database/database.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the import checkpointer thread', () => {
  let folder: string;
  let writer: DatabaseConnection | undefined;

  afterEach(async () => {
    await writer?.destroy();
    writer = undefined;
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('copies the committed pages into the database file while the writing connection stays open', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-checkpointer-'));
    writer = openDatabase({ dataDir: folder });
    await sql`pragma wal_autocheckpoint = 0`.execute(writer.db);
    await sql`create table filler (id integer primary key, text text not null)`.execute(writer.db);
    // 2,000 rows of 1,000 bytes: about 2 MB, all in the WAL, as this connection never checkpoints.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
              insert into filler select i, printf('%1000d', i) from n`.execute(writer.db);
    const file = path.join(folder, 'estante.sqlite');
    expect(fs.statSync(file).size).toBeLessThan(100_000);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(2_000_000);

    const failures: Error[] = [];
    const checkpointer = startWalCheckpointer(folder, (error) => failures.push(error), 20);
    await until(() => fs.statSync(file).size > 2_000_000);
    // Committed after the thread's first checkpoint: the one it makes when told to finish copies them.
    await sql`insert into filler select id + 2000, text from filler`.execute(writer.db);
    await checkpointer.finish();
    expect(fs.statSync(file).size).toBeGreaterThan(4_000_000);
    expect(failures).toEqual([]);

    // The copy is the writer's data: a connection reading the database file alone (no WAL) counts every row.
    const copy = path.join(folder, 'copy');
    fs.mkdirSync(copy);
    fs.copyFileSync(file, path.join(copy, 'estante.sqlite'));
    const reader = openDatabase({ dataDir: copy });
    try {
      const { rows } = await sql<{ count: number }>`select count(*) as count from filler`.execute(reader.db);
      expect(rows).toEqual([{ count: 4000 }]);
    } finally {
      await reader.destroy();
    }
  });

  it('reports a thread that cannot open the catalogue, and finishes', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-checkpointer-'));
    // A file where the catalogue's folder should be: the thread's openDatabase fails.
    const notAFolder = path.join(folder, 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    const failures: Error[] = [];
    const checkpointer = startWalCheckpointer(notAFolder, (error) => failures.push(error), 20);
    await until(() => failures.length > 0);
    await checkpointer.finish();
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toMatch(/EEXIST|ENOTDIR/);
  });
});
