import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from './database.ts';
import type { Database } from './schema.ts';
import { runInTransaction } from './transactions.ts';

export type Trx = Transaction<Database>;

/**
 * Row locks that serialise competing changes to one title's queue or one patron's account.
 * PostgreSQL: SELECT … FOR UPDATE, so a second transaction waits and then reads the committed state.
 * SQLite: the one connection runs a single transaction at a time, so the transaction is the lock.
 * Lock order everywhere: record, then person, then loan (no deadlocks between use-cases).
 */
export async function lockRecord(trx: Trx, dialect: DialectName, recordId: number): Promise<boolean> {
  let query = trx.selectFrom('records').select('id').where('id', '=', recordId);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

export async function lockPerson(trx: Trx, dialect: DialectName, personId: number): Promise<void> {
  let query = trx.selectFrom('people').select('id').where('id', '=', personId);
  if (dialect === 'postgres') query = query.forUpdate();
  await query.executeTakeFirst();
}

export async function lockLoan(trx: Trx, dialect: DialectName, loanId: number) {
  let query = trx.selectFrom('loans').selectAll().where('id', '=', loanId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Runs `work` in a transaction; the one way circulation changes state (a failure leaves nothing behind). A try that
 * lost to a concurrent writer (SQLITE_BUSY, PostgreSQL deadlock) is run again whole (runInTransaction).
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  return runInTransaction(db, work);
}
