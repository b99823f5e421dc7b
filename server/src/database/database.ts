import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: the schema holding Estante's tables (default `public`). */
  schema?: string;
}

/** Opens the embedded SQLite database in dataDir, or PostgreSQL when a URL is configured. */
export function openDatabase(options: DatabaseOptions): DatabaseConnection {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): DatabaseConnection {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'estante.sqlite'));
  // WAL lets the import command write while the server reads; busy_timeout makes writers queue instead of failing.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 10000');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

function openPostgres(url: string, schema?: string): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
