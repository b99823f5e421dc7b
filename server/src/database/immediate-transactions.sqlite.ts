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

/**
 * The one SQLite connection's turn (Kysely's driver serialises its users the same way), handed to the next waiter in
 * order. Ours so that a statement waiting for another process's lock can give the turn back while it pauses.
 */
class ConnectionTurn {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async take(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  giveBack(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/**
 * The single SQLite connection, whose statements outside a transaction (BEGIN IMMEDIATE among them) are tried again
 * while another process holds the write lock. SQLite's own busy handler would wait inside better-sqlite3's
 * synchronous call, freezing the event loop: beside `npm run import` at a million records, a job's lease written every
 * 15 s waited out the import's batches, stalling every request for 0.7–3.6 s, and after the longest
 * @fastify/under-pressure refused 450 searches with 503. The connection runs with busy_timeout 0 (database.ts), so a
 * busy statement fails at once and is tried again after a jittered pause. During the pause it gives the connection
 * back: the searches' reads (which never wait in WAL mode) go on instead of queueing behind it, as they did for up to
 * 2 s a time while a lease waited holding the connection.
 */
class BusyRetryingConnection implements DatabaseConnection {
  /** Inside BEGIN IMMEDIATE the write lock is held: nothing there waits for another process's. */
  inTransaction = false;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly turn: ConnectionTurn,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.connection.executeQuery<R>(query);
    const deadline = Date.now() + STATEMENT_BUSY_TIMEOUT_MS;
    for (let tries = 0; ; tries += 1) {
      try {
        return await this.connection.executeQuery<R>(query);
      } catch (error) {
        if (!isSqliteBusy(error) || Date.now() >= deadline) throw error;
      }
      // An autocommit statement that failed busy changed nothing: others may use the connection meanwhile.
      this.turn.giveBack();
      try {
        await pause(1 + Math.random() * Math.min(MAX_PAUSE_MS, 2 ** tries));
      } finally {
        await this.turn.take();
      }
    }
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
 * The wait for the lock happens on the event loop, not in SQLite's busy handler (BusyRetryingConnection), so the
 * process keeps answering (a blocking busy handler would freeze it for as long as the other process writes).
 * Measured in docs/circulation.md ("SQLite with several processes").
 */
class ImmediateSqliteDriver extends SqliteDriver {
  private readonly turn = new ConnectionTurn();
  private connection: BusyRetryingConnection | undefined;

  override async init(): Promise<void> {
    await super.init();
    // The driver's one connection, wrapped; its users take turns on ConnectionTurn instead of the driver's mutex.
    const connection = await super.acquireConnection();
    await super.releaseConnection();
    this.connection = new BusyRetryingConnection(connection, this.turn);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.turn.take();
    return this.connection!;
  }

  override async releaseConnection(): Promise<void> {
    this.turn.giveBack();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // Outside a transaction still: tried again while another process holds the lock.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    this.connection!.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(connection);
    } finally {
      this.connection!.inTransaction = false;
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      this.connection!.inTransaction = false;
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
