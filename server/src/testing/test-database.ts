import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../database/database.ts';
import { migrateToLatest } from '../database/migrator.ts';

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
    await client.query(`create schema ${schema}`);
    await client.end();
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
