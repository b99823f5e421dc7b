import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * How long a statement outside a transaction (BEGIN IMMEDIATE, or an autocommit write: a job's lease, the access
 * counters' flush) keeps trying while another process holds the write lock, before it gives up with SQLITE_BUSY.
 * Transactions are short (milliseconds); the bound only matters when something holds the lock abnormally long.
 */
export const STATEMENT_BUSY_TIMEOUT_MS = 10_000;
/** The longest pause between two tries. */
const MAX_PAUSE_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Runs `attempt` until it succeeds, fails otherwise than SQLITE_BUSY, or the deadline passes; jittered pauses between. */
async function untilNotBusy<T>(deadlineMs: number, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() >= deadline) throw error;
      await pause(1 + Math.random() * Math.min(MAX_PAUSE_MS, 2 ** tries));
    }
  }
}

/**
 * The single SQLite connection, whose statements outside a transaction are tried again when another process holds
 * the write lock. SQLite's own busy handler would wait inside better-sqlite3's synchronous call, freezing the event
 * loop: beside `npm run import` at a million records, a job's lease written every 15 s waited out the import's
 * batches, stalling every request for 0.7–3.6 s, and after the longest @fastify/under-pressure refused 450 searches
 * with 503. The connection runs with busy_timeout 0 (database.ts), so a busy statement fails at once and is tried
 * again after a pause, during which the process answers what needs no database.
 */
class BusyRetryingConnection implements DatabaseConnection {
  /** Inside BEGIN IMMEDIATE the write lock is held: nothing there waits for another process's. */
  inTransaction = false;

  constructor(private readonly connection: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.connection.executeQuery<R>(query);
    return untilNotBusy(STATEMENT_BUSY_TIMEOUT_MS, () => this.connection.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }
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
 * docs/circulation.md ("SQLite with several processes"). Statements outside a transaction wait the same way
 * (BusyRetryingConnection).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  private retrying: BusyRetryingConnection | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    // SQLite has one connection: one wrapper, which keeps whether a transaction is open on it.
    this.retrying ??= new BusyRetryingConnection(connection);
    return this.retrying;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // Outside a transaction still: tried again while another process holds the lock.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    inTransaction(connection, true);
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(connection);
    } finally {
      inTransaction(connection, false);
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      inTransaction(connection, false);
    }
  }
}

function inTransaction(connection: DatabaseConnection, open: boolean): void {
  if (connection instanceof BusyRetryingConnection) connection.inTransaction = open;
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
