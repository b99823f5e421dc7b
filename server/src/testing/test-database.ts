import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../database/database.ts';
import { migrateToLatest } from '../database/migrator.ts';

const SCHEMA_COMMENT_PREFIX = 'estante test schema created ';
/** Older than any test file can run: a schema this old was left by a killed run, not by a running one. */
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/** A killed test run cannot drop its schema; the next run drops those it can prove abandoned by their age. */
async function dropAbandonedSchemas(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string; note: string | null }>(
    `select nspname as name, obj_description(oid, 'pg_namespace') as note
       from pg_namespace where nspname like 'test\\_%'`,
  );
  const now = Date.now();
  for (const { name, note } of rows) {
    if (!note?.startsWith(SCHEMA_COMMENT_PREFIX)) continue;
    const created = Date.parse(note.slice(SCHEMA_COMMENT_PREFIX.length));
    if (Number.isFinite(created) && now - created > ABANDONED_AFTER_MS) {
      await client.query(`drop schema if exists ${client.escapeIdentifier(name)} cascade`);
    }
  }
}

export interface TestDatabase extends DatabaseConnection {
  dataDir: string;
  databaseUrl?: string;
  schema?: string;
}

/**
 * A fresh, migrated database for one test file: SQLite in a temporary folder by default, or a
 * PostgreSQL schema of its own when DATABASE_URL is set (the suite runs on both engines in CI).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-test-'));
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await dropAbandonedSchemas(client);
      await client.query(`create schema ${schema}`);
      await client.query(`comment on schema ${schema} is '${SCHEMA_COMMENT_PREFIX}${new Date().toISOString()}'`);
    } finally {
      await client.end();
    }
  }
  const connection = openDatabase({ dataDir, databaseUrl, schema });
  await migrateToLatest(connection.db, connection.dialect);
  return {
    ...connection,
    dataDir,
    databaseUrl,
    schema,
    async destroy() {
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(connection.db);
      await connection.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
