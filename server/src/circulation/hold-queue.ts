import { addDays, calendarDate } from '@estante/core';
import { alertHoldAvailable } from '../alerts/index.ts';
import type { Trx } from '../database/row-locks.ts';
import { policyFor } from './circulation.repository.ts';
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
  await trx
    .updateTable('holds')
    .set((eb) => ({ queue_position: eb('queue_position', '-', 1) }))
    .where('record_id', '=', recordId)
    .where('library_id', '=', libraryId)
    .where('status', '=', 'queued')
    .where('queue_position', '>', position)
    .execute();
}

/**
 * A copy came back (check-in, or a released hold was cancelled or expired): it goes to the first patron
 * in the queue whose hold it satisfies, and waits on the hold shelf for them; otherwise back to the shelf.
 * Caller holds the record lock.
 */
export async function releaseCopy(trx: Trx, copyId: number, now: Date): Promise<HoldReleasedNotice | undefined> {
  const copy = await trx.selectFrom('copies').selectAll().where('id', '=', copyId).executeTakeFirstOrThrow();
  const queue = await trx
    .selectFrom('holds')
    .innerJoin('people', 'people.id', 'holds.person_id')
    .select([
      'holds.id',
      'holds.person_id',
      'holds.queue_position',
      'holds.volume',
      'holds.tome',
      'holds.part',
      'holds.material',
      'people.category_code',
    ])
    .where('holds.record_id', '=', copy.record_id)
    .where('holds.library_id', '=', copy.library_id)
    .where('holds.status', '=', 'queued')
    .orderBy('holds.queue_position')
    .execute();
  const first = queue.find(
    (hold) =>
      matchesWanted(hold.volume, copy.volume) &&
      matchesWanted(hold.tome, copy.tome) &&
      matchesWanted(hold.part, copy.part) &&
      matchesWanted(hold.material, copy.material),
  );
  const stamp = now.toISOString();
  if (!first) {
    await trx.updateTable('copies').set({ status: 'available', updated_at: stamp }).where('id', '=', copyId).execute();
    return undefined;
  }
  const policy = await policyFor(trx, first.category_code, copy.loan_type_code);
  const pickupUntil = await openDayAt(trx, copy.library_id, addDays(calendarDate(now), policy.holdPickupDays));
  await trx
    .updateTable('holds')
    .set({ status: 'released', queue_position: null, copy_id: copyId, released_at: stamp, pickup_until: pickupUntil })
    .where('id', '=', first.id)
    .execute();
  await closeQueueGap(trx, copy.record_id, copy.library_id, first.queue_position ?? 0);
  await trx
    .updateTable('copies')
    .set({ status: 'on_hold_shelf', updated_at: stamp })
    .where('id', '=', copyId)
    .execute();
  // The personal-area alert is part of the release: it commits or rolls back with it.
  await alertHoldAvailable(trx, {
    personId: first.person_id,
    recordId: copy.record_id,
    libraryId: copy.library_id,
    pickupUntil,
    at: now,
  });
  return {
    personId: first.person_id,
    holdId: first.id,
    recordId: copy.record_id,
    libraryId: copy.library_id,
    pickupUntil,
  };
}
