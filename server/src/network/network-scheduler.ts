import type { AppContext } from '../app-context.ts';
import { runJobIfDue } from '../jobs/job-lease.ts';
import { type Scheduler, type SchedulerLog, startScheduler } from '../jobs/scheduler.ts';
import { listMembers, type NetworkMemberRow } from './network.repository.ts';
import { harvestMember } from './network-harvester.ts';

/** How often the scheduler looks for members due (each member has its own interval). */
const TICK_MS = 60_000;

/** Active members whose interval has passed since their last attempt (never attempted: due). */
export function dueMembers(members: NetworkMemberRow[], now: Date): NetworkMemberRow[] {
  return members.filter(
    (member) =>
      Number(member.active) === 1 &&
      (!member.last_attempt_at ||
        Date.parse(member.last_attempt_at) + Number(member.interval_minutes) * 60_000 <= now.getTime()),
  );
}

/** Harvests every member that is due, one after the other; returns how many were harvested. */
export async function harvestDueMembers(context: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  const due = dueMembers(await listMembers(context.db), context.now());
  for (const member of due) await harvestMember({ db: context.db, now: context.now }, member);
  return due.length;
}

/**
 * The network's scheduled harvests (docs/network.md): every minute one server (the job lease `network-harvest`)
 * harvests the members whose interval has passed. A member marks its attempt when it starts, so a harvest longer
 * than the lease is not started again by another server.
 */
export function startNetworkHarvestScheduler(context: AppContext, log: SchedulerLog): Scheduler {
  return startScheduler({
    intervalMs: TICK_MS,
    firstRunAfterMs: 15_000,
    log,
    failureMessage: 'network harvest failed',
    tick: async (holder) => {
      await runJobIfDue(context.db, 'network-harvest', holder, context.now(), TICK_MS, () =>
        harvestDueMembers(context),
      );
    },
  });
}
