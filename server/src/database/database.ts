import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { ImmediateSqliteDialect, STATEMENT_BUSY_TIMEOUT_MS } from './immediate-transactions.sqlite.ts';
import { runChosenTextsPrepared } from './prepared-statements.ts';
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
  // Every SQLite connection of Estante (server processes, import, admin) is opened here, so all get both.
  file.pragma(`busy_timeout = ${STATEMENT_BUSY_TIMEOUT_MS}`);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(file) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Compiled statements kept per SQL text (a page of search results runs the same few statements every time). */
const CACHED_STATEMENTS = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query it runs, and preparing compiles the SQL each time; the
 * statements of recent SQL texts are kept and reused instead. Safe because better-sqlite3 runs a statement to the
 * end synchronously (nothing here streams rows with iterate()).
 */
function withStatementCache(file: SQLite.Database): Pick<SQLite.Database, 'close' | 'prepare'> {
  const statements = new LRUCache<string, SQLite.Statement>({ max: CACHED_STATEMENTS });
  return {
    close: () => file.close(),
    prepare: ((sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = file.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    }) as SQLite.Database['prepare'],
  };
}

function openPostgres(url: string, schema?: string): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  runChosenTextsPrepared(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
