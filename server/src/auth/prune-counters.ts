import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { runJobIfDue } from '../jobs/job-lease.ts';
import { type Scheduler, type SchedulerLog, startScheduler } from '../jobs/scheduler.ts';
import { ensureInstitution } from '../site-parameters/index.ts';
import { authSettings } from './auth-settings.ts';
import { pruneCounters } from './throttle.repository.ts';

export const PRUNE_COUNTERS_JOB = 'prune-throttle-counters';
export const PRUNE_COUNTERS_INTERVAL_MS = 60 * 60_000;
/** At least a day: longer than any default window and than a captcha challenge (10 minutes). */
const MIN_RETENTION_SECONDS = 86_400;

/** How old a counter must be to go: older than a day and than every configured throttle window. */
export async function counterRetentionSeconds(db: Kysely<Database>): Promise<number> {
  const settings = authSettings(await ensureInstitution(db));
  return Math.max(
    MIN_RETENTION_SECONDS,
    settings.loginThrottle.windowSeconds,
    settings.recovery.windowSeconds,
    settings.lockoutMinutes * 60,
  );
}

/** One scheduled run: prunes `throttle_counters` when this instance wins the job's lease for the interval. */
export async function runCounterPruneIfDue(
  db: Kysely<Database>,
  holder: string,
  now: Date,
  intervalMs = PRUNE_COUNTERS_INTERVAL_MS,
): Promise<{ pruned: number } | undefined> {
  return runJobIfDue(db, PRUNE_COUNTERS_JOB, holder, now, intervalMs, async () => ({
    pruned: await pruneCounters(db, await counterRetentionSeconds(db), now),
  }));
}

/** Starts the hourly prune inside a server, so `throttle_counters` stops growing (issue 27, finding 8). */
export function startCounterPruneScheduler(db: Kysely<Database>, log: SchedulerLog, clock: () => Date): Scheduler {
  return startScheduler({
    intervalMs: PRUNE_COUNTERS_INTERVAL_MS,
    firstRunAfterMs: 60_000,
    log,
    failureMessage: 'throttle counter prune failed',
    async tick(holder) {
      const result = await runCounterPruneIfDue(db, holder, clock());
      if (result) log.info({ pruned: result.pruned }, 'old throttle counters pruned');
    },
  });
}
