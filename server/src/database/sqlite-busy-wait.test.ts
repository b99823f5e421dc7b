import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from './database.ts';

/**
 * Two SQLite connections to one file, as the server and `npm run import` have: one holds the write lock while the
 * other writes outside a transaction. SQLite's own busy handler would wait inside better-sqlite3's synchronous call,
 * so the holder, on the same event loop here (in production: every other request of the server), could never go on;
 * the write is tried again off the event loop instead. Runs on its own SQLite files whatever the test database.
 */
describe('a SQLite write outside a transaction while another connection holds the write lock', () => {
  const opened: DatabaseConnection[] = [];
  let folder: string | undefined;

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.destroy()));
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('waits off the event loop and off the connection: reads and the holder go on, then the write lands', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-busy-'));
    const server = openDatabase({ dataDir: folder });
    const importer = openDatabase({ dataDir: folder });
    opened.push(server, importer);
    await sql`create table notes (text varchar(40) not null)`.execute(server.db);

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const importing = importer.db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('batch 1')`.execute(trx);
      locked();
      await released;
      await sql`insert into notes (text) values ('batch 2')`.execute(trx);
    });
    await lockTaken;

    let written = false;
    const writing = sql`insert into notes (text) values ('lease')`.execute(server.db).then(() => {
      written = true;
    });
    // The write found the lock taken and waits, giving back the server's connection meanwhile: another request's read
    // on it runs (and sees what is committed: nothing), and the importer goes on and commits.
    const seen = await sql<{ n: number }>`select count(*) as n from notes`.execute(server.db);
    expect(Number(seen.rows[0]!.n)).toBe(0);
    expect(written).toBe(false);
    release();
    await importing;
    await writing;

    const rows = await sql<{ text: string }>`select text from notes order by rowid`.execute(server.db);
    expect(rows.rows.map((row) => row.text)).toEqual(['batch 1', 'batch 2', 'lease']);
  });
});
