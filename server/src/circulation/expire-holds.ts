import { calendarDate } from '@estante/core';
import { inTransaction, lockRecord } from '../database/row-locks.ts';
import { findHold, releasedHoldsUncollectedBefore, setHoldStatus } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import { sendHoldReleasedMail } from './hold-mail.ts';
import { type HoldReleasedNotice, releaseCopy } from './hold-queue.ts';

/**
 * Released holds not collected by their pickup date expire; each copy passes to the next patron in the
 * queue (told by e-mail) or back to the shelf. Run daily by staff (`npm run admin -- expire-holds`) or a scheduler.
 */
export async function expireUncollectedHolds(services: CirculationServices): Promise<{ expired: number }> {
  const { db, dialect } = services;
  const now = services.now();
  const today = calendarDate(now);
  const overdue = await releasedHoldsUncollectedBefore(db, today);
  const notices: HoldReleasedNotice[] = [];
  let expired = 0;
  for (const candidate of overdue) {
    const notice = await inTransaction(db, async (trx) => {
      await lockRecord(trx, dialect, candidate.record_id);
      const hold = await findHold(trx, candidate.id);
      // Re-read under the lock: the patron may have collected or cancelled it meanwhile.
      if (hold.status !== 'released' || !hold.pickup_until || hold.pickup_until >= today) return undefined;
      await setHoldStatus(trx, hold.id, 'expired');
      expired += 1;
      if (hold.copy_id === null) return undefined;
      // The copy waited on the holds shelf of the pickup library: it is free there.
      return (await releaseCopy(trx, hold.copy_id, now, hold.pickup_library_id ?? hold.library_id)).notice;
    });
    if (notice) notices.push(notice);
  }
  for (const notice of notices) await sendHoldReleasedMail(services, notice);
  return { expired };
}
