import crypto from 'node:crypto';
import os from 'node:os';

export interface Scheduler {
  stop(): void;
}

export interface SchedulerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Who holds a lease: enough to tell instances apart in the job_leases table. */
export const instanceName = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

/**
 * Runs `tick(holder)` every `intervalMs` inside a running server, first after `firstRunAfterMs` (not a whole interval
 * later). Every instance ticks; the job's lease (job-lease.ts) decides which one works. A tick never overlaps the
 * previous one; a failed tick is logged and retried at the next (the lease expires by itself).
 */
export function startScheduler(options: {
  intervalMs: number;
  firstRunAfterMs: number;
  log: SchedulerLog;
  failureMessage: string;
  tick(holder: string): Promise<void>;
}): Scheduler {
  if (!(options.intervalMs > 0)) return { stop() {} };
  const holder = instanceName();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await options.tick(holder);
    } catch (error) {
      options.log.warn({ err: error }, options.failureMessage);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, Math.min(options.firstRunAfterMs, options.intervalMs));
  const timer = setInterval(tick, options.intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
