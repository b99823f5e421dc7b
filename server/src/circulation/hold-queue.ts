import { addDays, calendarDate } from '@estante/core';
import { alertHoldAvailable } from '../alerts/index.ts';
import type { Trx } from '../database/row-locks.ts';
import { policyFor } from './circulation.repository.ts';
import { insertTransit } from './copy-transits.repository.ts';
import {
  findCopyById,
  queuedHolds,
  releaseHoldTo,
  setCopyStatus,
  setHoldInTransit,
  shiftQueueUp,
} from './hold-queue.repository.ts';
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

/**
 * Where a copy went once it was free (check-in, a released hold cancelled or expired, a transit received):
 * - `hold`: the hold it now serves, `ready` on this library's holds shelf, or travelling to its pickup library;
 * - `transitToLibraryId`: the library it travels to (a hold's pickup library, or home), null when it stays;
 * - `notice`: the patron to e-mail after the commit (the hold became ready).
 */
export interface CopyRouting {
  hold: {
    holdId: number;
    personId: number;
    pickupLibraryId: number;
    ready: boolean;
    pickupUntil: string | null;
  } | null;
  transitToLibraryId: number | null;
  notice?: HoldReleasedNotice;
}

/** Closes the gap a hold leaves at `position` in its title's queue at a library. Caller holds the record lock. */
export async function closeQueueGap(trx: Trx, recordId: number, libraryId: number, position: number): Promise<void> {
  await shiftQueueUp(trx, recordId, libraryId, position);
}

/**
 * The hold becomes ready: its copy waits on the holds shelf of the pickup library until the pickup deadline (the
 * pickup library's calendar), and the patron gets the alert now (it commits or rolls back with the release) and the
 * e-mail after the commit. Caller holds the record lock.
 */
export async function makeHoldReady(
  trx: Trx,
  hold: { id: number; person_id: number; category_code: string; record_id: number },
  copy: { id: number; loan_type_code: string | null },
  pickupLibraryId: number,
  now: Date,
): Promise<HoldReleasedNotice> {
  const policy = await policyFor(trx, hold.category_code, copy.loan_type_code);
  const pickupUntil = await openDayAt(trx, pickupLibraryId, addDays(calendarDate(now), policy.holdPickupDays));
  const stamp = now.toISOString();
  await releaseHoldTo(trx, hold.id, copy.id, stamp, pickupUntil);
  await setCopyStatus(trx, copy.id, 'on_hold_shelf', stamp);
  await alertHoldAvailable(trx, {
    personId: hold.person_id,
    recordId: hold.record_id,
    libraryId: pickupLibraryId,
    pickupUntil,
    at: now,
  });
  return {
    personId: hold.person_id,
    holdId: hold.id,
    recordId: hold.record_id,
    libraryId: pickupLibraryId,
    pickupUntil,
  };
}

/**
 * A copy is free at library `at` (its own library by default: a check-in; the pickup library of a hold cancelled or
 * expired on the holds shelf; the destination of a transit). It goes to the first patron in its title's queue at the
 * copy's own library whose hold it satisfies: ready on the holds shelf when that hold is collected here, otherwise
 * in transit to the hold's pickup library (the hold becomes ready when staff receive it there). With nobody
 * waiting it goes back on the shelf, or home in transit when it is elsewhere. Caller holds the record lock.
 */
export async function releaseCopy(trx: Trx, copyId: number, now: Date, at?: number): Promise<CopyRouting> {
  const copy = await findCopyById(trx, copyId);
  const here = at ?? copy.library_id;
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
    if (here === copy.library_id) {
      await setCopyStatus(trx, copyId, 'available', stamp);
      return { hold: null, transitToLibraryId: null };
    }
    await insertTransit(trx, {
      copyId,
      holdId: null,
      fromLibraryId: here,
      toLibraryId: copy.library_id,
      sentAt: stamp,
    });
    await setCopyStatus(trx, copyId, 'in_transit', stamp);
    return { hold: null, transitToLibraryId: copy.library_id };
  }
  await closeQueueGap(trx, copy.record_id, copy.library_id, first.queue_position ?? 0);
  // The patron collects at the pickup library (their hold's library unless they chose another).
  const pickupLibraryId = first.pickup_library_id ?? copy.library_id;
  const target = { personId: first.person_id, holdId: first.id, pickupLibraryId };
  if (pickupLibraryId !== here) {
    await setHoldInTransit(trx, first.id, copyId);
    await insertTransit(trx, {
      copyId,
      holdId: first.id,
      fromLibraryId: here,
      toLibraryId: pickupLibraryId,
      sentAt: stamp,
    });
    await setCopyStatus(trx, copyId, 'in_transit', stamp);
    return { hold: { ...target, ready: false, pickupUntil: null }, transitToLibraryId: pickupLibraryId };
  }
  const notice = await makeHoldReady(trx, { ...first, record_id: copy.record_id }, copy, pickupLibraryId, now);
  return { hold: { ...target, ready: true, pickupUntil: notice.pickupUntil }, transitToLibraryId: null, notice };
}
