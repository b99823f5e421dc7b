import { runJobIfDue } from '../jobs/job-lease.ts';
import { type Scheduler, type SchedulerLog, startScheduler } from '../jobs/scheduler.ts';
import type { CirculationServices } from './circulation-services.ts';
import { expireUncollectedHolds } from './expire-holds.ts';

export const HOLD_EXPIRY_JOB = 'expire-holds';

/** One scheduled run: expires uncollected holds when this instance wins the job's lease for the interval. */
export function runHoldExpiryIfDue(
  services: CirculationServices,
  holder: string,
  intervalMs: number,
): Promise<{ expired: number } | undefined> {
  return runJobIfDue(services.db, HOLD_EXPIRY_JOB, holder, services.now(), intervalMs, () =>
    expireUncollectedHolds(services),
  );
}

/** Starts the hold-expiry schedule inside a server (HOLD_EXPIRY_INTERVAL_MINUTES; 0 turns it off). */
export function startHoldExpiryScheduler(
  services: CirculationServices,
  log: SchedulerLog,
  intervalMinutes: number,
): Scheduler {
  const intervalMs = intervalMinutes * 60_000;
  return startScheduler({
    intervalMs,
    // Soon after start, once the server is listening.
    firstRunAfterMs: 5_000,
    log,
    failureMessage: 'hold expiry run failed',
    async tick(holder) {
      const result = await runHoldExpiryIfDue(services, holder, intervalMs);
      if (result) log.info({ expired: result.expired }, 'uncollected holds expired');
    },
  });
}
