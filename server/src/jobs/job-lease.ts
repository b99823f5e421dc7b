import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { acquireJobLease, recordJobRun } from './job-lease.repository.ts';

/**
 * One scheduled run of `job`: does the work when this instance wins the lease, which then stays taken for the whole
 * interval, so however many instances tick, the work runs once per interval. Undefined when another instance has it.
 */
export async function runJobIfDue<T>(
  db: Kysely<Database>,
  job: string,
  holder: string,
  startedAt: Date,
  intervalMs: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (!(await acquireJobLease(db, job, holder, startedAt, intervalMs))) return undefined;
  const result = await work();
  await recordJobRun(db, job, holder, startedAt);
  return result;
}
