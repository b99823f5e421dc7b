import { addDays, calendarDate } from '@estante/core';
import { alertHoldAvailable } from '../alerts/index.ts';
import type { Trx } from '../database/row-locks.ts';
import { policyFor } from './circulation.repository.ts';
import { findCopyById, queuedHolds, releaseHoldTo, setCopyStatus, shiftQueueUp } from './hold-queue.repository.ts';
import { openDayAt } from './library-calendar.ts';
import { matchesWanted } from './title-copies.repository.ts';

/** A patron to tell by e-mail, once the transaction has committed. */
export interface HoldReleasedNotice {
  personId: number;
  holdId: number;
  recordId: number;
  libraryId: number;
  pickupUntil: string;
}

/** Closes the gap a hold leaves at `position` in its title's queue at a library. Caller holds the record lock. */
export async function closeQueueGap(trx: Trx, recordId: number, libraryId: number, position: number): Promise<void> {
  await shiftQueueUp(trx, recordId, libraryId, position);
}

/**
 * A copy came back (check-in, or a released hold was cancelled or expired): it goes to the first patron
 * in the queue whose hold it satisfies, and waits on the hold shelf for them; otherwise back to the shelf.
 * Caller holds the record lock.
 */
export async function releaseCopy(trx: Trx, copyId: number, now: Date): Promise<HoldReleasedNotice | undefined> {
  const copy = await findCopyById(trx, copyId);
  const queue = await queuedHolds(trx, copy.record_id, copy.library_id);
  const today = calendarDate(now);
  // A suspended hold keeps its place but is passed over until its day (docs/circulation.md).
  const first = queue.find(
    (hold) =>
      (hold.suspended_until === null || hold.suspended_until <= today) &&
      matchesWanted(hold.volume, copy.volume) &&
      matchesWanted(hold.tome, copy.tome) &&
      matchesWanted(hold.part, copy.part) &&
      matchesWanted(hold.material, copy.material),
  );
  const stamp = now.toISOString();
  if (!first) {
    await setCopyStatus(trx, copyId, 'available', stamp);
    return undefined;
  }
  const policy = await policyFor(trx, first.category_code, copy.loan_type_code);
  // The patron collects at the pickup library (their hold's library unless they chose another): its calendar counts.
  const pickupLibraryId = first.pickup_library_id ?? copy.library_id;
  const pickupUntil = await openDayAt(trx, pickupLibraryId, addDays(today, policy.holdPickupDays));
  await releaseHoldTo(trx, first.id, copyId, stamp, pickupUntil);
  await closeQueueGap(trx, copy.record_id, copy.library_id, first.queue_position ?? 0);
  await setCopyStatus(trx, copyId, 'on_hold_shelf', stamp);
  // The personal-area alert is part of the release: it commits or rolls back with it.
  await alertHoldAvailable(trx, {
    personId: first.person_id,
    recordId: copy.record_id,
    libraryId: pickupLibraryId,
    pickupUntil,
    at: now,
  });
  return {
    personId: first.person_id,
    holdId: first.id,
    recordId: copy.record_id,
    libraryId: pickupLibraryId,
    pickupUntil,
  };
}
