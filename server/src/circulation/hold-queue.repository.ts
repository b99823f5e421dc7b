import type { Kysely } from 'kysely';
import type { CopyStatus, Database } from '../database/schema.ts';

type Db = Kysely<Database>;

/** Moves every queued hold behind `position` one place up (a hold left the queue). */
export async function shiftQueueUp(db: Db, recordId: number, libraryId: number, position: number): Promise<void> {
  await db
    .updateTable('holds')
    .set((eb) => ({ queue_position: eb('queue_position', '-', 1) }))
    .where('record_id', '=', recordId)
    .where('library_id', '=', libraryId)
    .where('status', '=', 'queued')
    .where('queue_position', '>', position)
    .execute();
}

export function findCopyById(db: Db, copyId: number) {
  return db.selectFrom('copies').selectAll().where('id', '=', copyId).executeTakeFirstOrThrow();
}

/** A title's queue at a library, first in line first, with what decides whether a copy satisfies each hold. */
export function queuedHolds(db: Db, recordId: number, libraryId: number) {
  return db
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
      'holds.suspended_until',
      'holds.pickup_library_id',
      'people.category_code',
    ])
    .where('holds.record_id', '=', recordId)
    .where('holds.library_id', '=', libraryId)
    .where('holds.status', '=', 'queued')
    .orderBy('holds.queue_position')
    .execute();
}

export async function setCopyStatus(db: Db, copyId: number, status: CopyStatus, at: string): Promise<void> {
  await db.updateTable('copies').set({ status, updated_at: at }).where('id', '=', copyId).execute();
}

/** The hold leaves the queue: the copy waits for its patron until `pickupUntil`. */
export async function releaseHoldTo(db: Db, holdId: number, copyId: number, at: string, pickupUntil: string) {
  await db
    .updateTable('holds')
    .set({ status: 'released', queue_position: null, copy_id: copyId, released_at: at, pickup_until: pickupUntil })
    .where('id', '=', holdId)
    .execute();
}

/** The hold leaves the queue with its copy, which travels to the pickup library; not ready yet. */
export async function setHoldInTransit(db: Db, holdId: number, copyId: number) {
  await db
    .updateTable('holds')
    .set({ status: 'in_transit', queue_position: null, copy_id: copyId })
    .where('id', '=', holdId)
    .execute();
}
