import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * busy_timeout of every statement outside BEGIN: an autocommit write waits this long (inside SQLite, blocking the
 * process's event loop) for another process's write transaction to end. Transactions are short (milliseconds), so
 * the wait is too; the bound only matters when something holds the lock abnormally long.
 */
export const STATEMENT_BUSY_TIMEOUT_MS = 10_000;
/** How long BEGIN IMMEDIATE keeps trying for the write lock before it gives up with SQLITE_BUSY. */
export const BEGIN_DEADLINE_MS = 10_000;
/** The longest pause between two tries of BEGIN IMMEDIATE. */
const MAX_PAUSE_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Starts every transaction with BEGIN IMMEDIATE. Kysely's driver says plain BEGIN (deferred): such a transaction
 * reads under a snapshot and, when it then writes while another process has committed since, fails with
 * SQLITE_BUSY_SNAPSHOT, which no busy_timeout can cure (its snapshot is stale for good). IMMEDIATE takes the write
 * lock first, so the transaction reads the latest state and its writes cannot conflict.
 *
 * The wait for the lock happens here, not in SQLite's busy handler: each try fails at once (busy_timeout 0) and the
 * next comes after a short jittered pause on the event loop, so the process keeps answering requests that need no
 * database (a blocking busy handler would freeze it for as long as the other process writes). Measured in
 * docs/circulation.md ("SQLite with several processes").
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const deadline = Date.now() + BEGIN_DEADLINE_MS;
    await connection.executeQuery(CompiledQuery.raw('pragma busy_timeout = 0'));
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await connection.executeQuery(CompiledQuery.raw('begin immediate'));
          return;
        } catch (error) {
          if (!isSqliteBusy(error) || Date.now() >= deadline) throw error;
          await pause(1 + Math.random() * Math.min(MAX_PAUSE_MS, 2 ** attempt));
        }
      }
    } finally {
      await connection.executeQuery(CompiledQuery.raw(`pragma busy_timeout = ${STATEMENT_BUSY_TIMEOUT_MS}`));
    }
  }
}

/** Kysely's SQLite dialect whose transactions begin IMMEDIATE (see ImmediateSqliteDriver). */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
