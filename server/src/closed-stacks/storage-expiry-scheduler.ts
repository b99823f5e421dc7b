import { runJobIfDue } from '../jobs/job-lease.ts';
import { type Scheduler, type SchedulerLog, startScheduler } from '../jobs/scheduler.ts';
import { type ClosedStacksServices, expireUncollectedStorageRequests } from './closed-stacks.ts';

export const STORAGE_EXPIRY_JOB = 'expire-storage-requests';

/** One scheduled run: expires uncollected storage requests when this instance wins the job's lease. */
export function runStorageExpiryIfDue(
  services: ClosedStacksServices,
  holder: string,
  intervalMs: number,
): Promise<{ expired: number } | undefined> {
  return runJobIfDue(services.db, STORAGE_EXPIRY_JOB, holder, services.now(), intervalMs, () =>
    expireUncollectedStorageRequests(services),
  );
}

/** Starts the storage-request expiry inside a server, on the hold expiry's interval (0 turns both off). */
export function startStorageExpiryScheduler(
  services: ClosedStacksServices,
  log: SchedulerLog,
  intervalMinutes: number,
): Scheduler {
  const intervalMs = intervalMinutes * 60_000;
  return startScheduler({
    intervalMs,
    firstRunAfterMs: 5_000,
    log,
    failureMessage: 'storage request expiry run failed',
    async tick(holder) {
      const result = await runStorageExpiryIfDue(services, holder, intervalMs);
      if (result) log.info({ expired: result.expired }, 'uncollected storage requests expired');
    },
  });
}
