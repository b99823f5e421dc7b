import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * Takes the lease of a scheduled job when it is free (`expires_at` has passed), for `ttlMs`. One UPDATE with the
 * condition in its WHERE clause: PostgreSQL re-checks the condition after a competing update commits, and SQLite
 * runs one writer at a time, so of several server instances racing for the same lease exactly one wins.
 * The state lives in the database, never in process memory (AGENTS.md: the server is stateless).
 */
export async function acquireJobLease(
  db: Kysely<Database>,
  job: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  // The row exists from the first attempt on; an expired sentinel lets the UPDATE below take it.
  await db
    .insertInto('job_leases')
    .values({ name: job, holder: null, expires_at: new Date(0).toISOString(), last_run_at: null })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('job_leases')
    .set({ holder, expires_at: new Date(now.getTime() + ttlMs).toISOString() })
    .where('name', '=', job)
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function recordJobRun(db: Kysely<Database>, job: string, holder: string, at: Date): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ last_run_at: at.toISOString() })
    .where('name', '=', job)
    .where('holder', '=', holder)
    .execute();
}

/**
 * Extends a lease this holder still has, for `ttlMs` from `now`: a long job calls it as it goes (in the same
 * transaction as its work, so work done after the lease passed to another instance rolls back). False when the
 * lease is no longer this holder's.
 */
export async function renewJobLease(
  db: Kysely<Database>,
  job: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const renewed = await db
    .updateTable('job_leases')
    .set({ expires_at: new Date(now.getTime() + ttlMs).toISOString() })
    .where('name', '=', job)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** Frees a lease this holder has, so another instance may take it at once (a job that finished early). */
export async function releaseJobLease(db: Kysely<Database>, job: string, holder: string, now: Date): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ expires_at: now.toISOString(), last_run_at: now.toISOString() })
    .where('name', '=', job)
    .where('holder', '=', holder)
    .execute();
}
