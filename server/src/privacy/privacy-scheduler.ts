import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { runJobIfDue } from '../jobs/job-lease.ts';
import { type Scheduler, type SchedulerLog, startScheduler } from '../jobs/scheduler.ts';
import { enforceRetention, type RetentionResult } from './privacy.ts';

export const PRIVACY_RETENTION_JOB = 'privacy-retention';
/** Retention periods count in days: a run every six hours keeps each within a quarter of a day. */
export const PRIVACY_RETENTION_INTERVAL_MS = 6 * 60 * 60_000;

/** One scheduled run: enforces the retention periods when this instance wins the job's lease for the interval. */
export function runRetentionIfDue(
  db: Kysely<Database>,
  holder: string,
  now: Date,
  intervalMs = PRIVACY_RETENTION_INTERVAL_MS,
): Promise<RetentionResult | undefined> {
  return runJobIfDue(db, PRIVACY_RETENTION_JOB, holder, now, intervalMs, () => enforceRetention(db, now));
}

/** Starts the retention schedule inside a server (docs/privacy.md). */
export function startPrivacyRetentionScheduler(db: Kysely<Database>, log: SchedulerLog, clock: () => Date): Scheduler {
  return startScheduler({
    intervalMs: PRIVACY_RETENTION_INTERVAL_MS,
    firstRunAfterMs: 90_000,
    log,
    failureMessage: 'privacy retention run failed',
    async tick(holder) {
      const result = await runRetentionIfDue(db, holder, clock());
      if (result) log.info(result, 'privacy retention enforced');
    },
  });
}
