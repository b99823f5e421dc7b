import type { Kysely, Transaction } from 'kysely';
import { isSqliteBusy } from './immediate-transactions.sqlite.ts';
import type { Database } from './schema.ts';

/** Tries of one transaction in all: the first and up to three retries. */
export const TRANSACTION_ATTEMPTS = 4;

/** PostgreSQL's serialization failure and deadlock: the server rolled the transaction back and asks for a retry. */
const POSTGRES_RETRY_CODES = new Set(['40001', '40P01']);

/**
 * Whether a transaction failed only because a concurrent one got in its way, so running it again from the start
 * can succeed: SQLite's SQLITE_BUSY and SQLITE_BUSY_SNAPSHOT (another process held the write lock past the waits),
 * PostgreSQL's serialization failures and deadlocks.
 */
export function isTransientConflict(error: unknown): boolean {
  if (isSqliteBusy(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && POSTGRES_RETRY_CODES.has(code);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction (BEGIN IMMEDIATE on SQLite, see immediate-transactions.sqlite.ts) and runs it
 * again, whole, when it failed on a transient conflict: at most TRANSACTION_ATTEMPTS tries, with a short jittered
 * pause between them so two losers do not collide again in step. `work` must have no effect outside the
 * transaction (send mail after it returns), since a retried try starts from nothing.
 */
export async function runInTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error;
      await pause(5 * attempt + Math.random() * 20 * attempt);
    }
  }
}
