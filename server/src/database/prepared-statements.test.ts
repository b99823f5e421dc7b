import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { executePrepared, runChosenTextsPrepared } from './prepared-statements.ts';
import type { Database } from './schema.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('courses')
    .values([
      { code: 'PS1', name: 'Prepared one', campus_id: null },
      { code: 'PS2', name: 'Prepared two', campus_id: null },
    ])
    .execute();
});

afterAll(async () => {
  await database?.destroy();
});

describe('statements run prepared', () => {
  it('answer as the same query run unprepared, with each run its own values', async () => {
    const query = (code: string) => database.db.selectFrom('courses').select(['code', 'name']).where('code', '=', code);
    for (const code of ['PS1', 'PS2', 'PS1', 'none']) {
      expect(await executePrepared(database.db, query(code))).toEqual(await query(code).execute());
    }
  });

  // PostgreSQL keeps a session's prepared statements in pg_prepared_statements: one connection shows them all.
  it.runIf(Boolean(process.env.DATABASE_URL?.trim()))(
    'are named on PostgreSQL, parsed once per connection, and only those chosen',
    async () => {
      const pool = new pg.Pool({
        connectionString: database.databaseUrl,
        max: 1,
        options: `-c search_path=${database.schema}`,
      });
      runChosenTextsPrepared(pool);
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      try {
        const chosen = db.selectFrom('courses').select('name').where('code', '=', 'PS2');
        expect(await executePrepared(db, chosen)).toEqual([{ name: 'Prepared two' }]);
        expect(await executePrepared(db, chosen)).toEqual([{ name: 'Prepared two' }]);
        const other = db.selectFrom('courses').select('code').where('name', '=', 'Prepared one');
        expect(await other.execute()).toEqual([{ code: 'PS1' }]);
        const prepared = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(db);
        const texts = prepared.rows.map((row) => row.statement);
        expect(texts.filter((text) => text === chosen.compile().sql)).toHaveLength(1);
        expect(texts).not.toContain(other.compile().sql);
        expect(prepared.rows.every((row) => row.name.startsWith('estante_'))).toBe(true);
      } finally {
        await db.destroy();
      }
    },
  );
});
