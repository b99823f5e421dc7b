import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { ImmediateSqliteDialect } from './immediate-transactions.sqlite.ts';
import { runChosenTextsPrepared } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
  /**
   * PostgreSQL with DATABASE_REPLICA_URL: a pool on the streaming standby for the reads that may come from it (the
   * search page's statement, docs/deployment.md); they check its catalogue revision against the primary's.
   */
  replica?: Kysely<Database>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: the schema holding Estante's tables (default `public`). */
  schema?: string;
  /** PostgreSQL only: a hot standby of databaseUrl's database, for read-only statements (docs/deployment.md). */
  replicaUrl?: string;
}

/** Opens the embedded SQLite database in dataDir, or PostgreSQL when a URL is configured. */
export function openDatabase(options: DatabaseOptions): DatabaseConnection {
  if (options.replicaUrl && !options.databaseUrl) {
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: a replica is of a PostgreSQL primary');
  }
  if (!options.databaseUrl) return openSqlite(options.dataDir);
  const primary = openPostgres(options.databaseUrl, options.schema);
  if (!options.replicaUrl) return primary;
  // A replica that cannot be reached is passed over for the primary (search/replica-reads.ts): not waited for long.
  const replica = openPostgres(options.replicaUrl, options.schema, { connectionTimeoutMillis: 3_000 });
  return {
    ...primary,
    replica: replica.db,
    destroy: async () => {
      await Promise.all([primary.destroy(), replica.destroy()]);
    },
  };
}

function openSqlite(dataDir: string): DatabaseConnection {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'estante.sqlite'));
  // WAL lets the import command write while the server reads. A writer finding the lock taken fails at once
  // (busy_timeout 0) and is tried again off the event loop (immediate-transactions.sqlite.ts): SQLite's own wait
  // would freeze the process. Every SQLite connection of Estante (server processes, import, admin) is opened here.
  file.pragma('busy_timeout = 0');
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

function openPostgres(url: string, schema?: string, extra: pg.PoolConfig = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...extra,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  runChosenTextsPrepared(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
