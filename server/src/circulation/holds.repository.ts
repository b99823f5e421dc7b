import type { Kysely } from 'kysely';
import type { Trx } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { ACTIVE_HOLD_STATUSES } from './hold-statuses.ts';

type Db = Kysely<Database>;

/** A hold's row as placeHold writes it; the columns left out start empty. */
export interface NewHold {
  record_id: number;
  person_id: number;
  library_id: number;
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
  location: string | null;
  queue_position: number;
  placed_at: string;
}

/** A record of the public catalogue: a suppressed one is not found, patrons cannot hold it (docs/staff-catalogue.md). */
export async function findRecordTitle(db: Db, recordId: number) {
  return db
    .selectFrom('records')
    .select(['id', 'title'])
    .where('id', '=', recordId)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
}

/** How many patrons queue for the title at each library. */
export async function queuedCountsByLibrary(db: Db, recordId: number) {
  return db
    .selectFrom('holds')
    .select(['library_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('record_id', '=', recordId)
    .where('status', '=', 'queued')
    .groupBy('library_id')
    .execute();
}

/** The patron's hold on the title that is still in a queue or on the hold shelf, if any. */
export async function findActiveHoldOnTitle(db: Db, recordId: number, personId: number) {
  return db
    .selectFrom('holds')
    .select('id')
    .where('record_id', '=', recordId)
    .where('person_id', '=', personId)
    .where('status', 'in', ACTIVE_HOLD_STATUSES)
    .executeTakeFirst();
}

/** The titles of the patron's holds in a queue or on the hold shelf. */
export async function activeHoldTitles(db: Db, personId: number) {
  return db
    .selectFrom('holds')
    .select(['record_id'])
    .where('person_id', '=', personId)
    .where('status', 'in', ACTIVE_HOLD_STATUSES)
    .execute();
}

/** The last queue position of the title at the library (undefined or null when nobody queues). */
export async function lastQueuePosition(trx: Trx, recordId: number, libraryId: number) {
  return trx
    .selectFrom('holds')
    .select((eb) => eb.fn.max('queue_position').as('last'))
    .where('record_id', '=', recordId)
    .where('library_id', '=', libraryId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
}

export async function insertQueuedHold(trx: Trx, hold: NewHold) {
  return trx
    .insertInto('holds')
    .values({
      ...hold,
      status: 'queued',
      copy_id: null,
      released_at: null,
      pickup_until: null,
      cancelled_at: null,
      notes: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const holdColumns = [
  'holds.id',
  'holds.record_id',
  'holds.status',
  'holds.queue_position',
  'holds.placed_at',
  'holds.released_at',
  'holds.pickup_until',
  'holds.cancelled_at',
  'holds.notes',
  'holds.volume',
  'holds.tome',
  'holds.part',
  'holds.material',
  'holds.location',
  'holds.library_id',
  'holds.suspended_until',
  'records.title',
  'records.main_author',
  'libraries.code as library_code',
  'libraries.name as library_name',
  'pickup.code as pickup_library_code',
  'pickup.name as pickup_library_name',
] as const;

export type HoldView = Awaited<ReturnType<typeof listActiveHolds>>[number];

/** GET /reserva: the patron's holds in a queue or waiting on the hold shelf. */
export async function listActiveHolds(db: Db, personId: number) {
  return db
    .selectFrom('holds')
    .innerJoin('records', 'records.id', 'holds.record_id')
    .innerJoin('libraries', 'libraries.id', 'holds.library_id')
    .leftJoin('libraries as pickup', 'pickup.id', 'holds.pickup_library_id')
    .select(holdColumns)
    .where('holds.person_id', '=', personId)
    .where('holds.status', 'in', ACTIVE_HOLD_STATUSES)
    .orderBy('holds.placed_at')
    .orderBy('holds.id')
    .execute();
}

/** One of the patron's holds as the lists show it (the answer to a suspension or a pickup change). */
export async function findHoldView(db: Db, personId: number, holdId: number) {
  return db
    .selectFrom('holds')
    .innerJoin('records', 'records.id', 'holds.record_id')
    .innerJoin('libraries', 'libraries.id', 'holds.library_id')
    .leftJoin('libraries as pickup', 'pickup.id', 'holds.pickup_library_id')
    .select(holdColumns)
    .where('holds.person_id', '=', personId)
    .where('holds.id', '=', holdId)
    .executeTakeFirst();
}

/** GET /reserva/historico: holds that ended (fulfilled, cancelled, expired), placed within the dates. */
export async function holdHistory(db: Db, personId: number, range: { from?: string; to?: string }) {
  let query = db
    .selectFrom('holds')
    .innerJoin('records', 'records.id', 'holds.record_id')
    .innerJoin('libraries', 'libraries.id', 'holds.library_id')
    .leftJoin('libraries as pickup', 'pickup.id', 'holds.pickup_library_id')
    .select(holdColumns)
    .where('holds.person_id', '=', personId)
    .where('holds.status', 'in', ['fulfilled', 'cancelled', 'expired']);
  if (range.from) query = query.where('holds.placed_at', '>=', `${range.from}T00:00:00.000Z`);
  if (range.to) query = query.where('holds.placed_at', '<=', `${range.to}T23:59:59.999Z`);
  return query.orderBy('holds.placed_at', 'desc').orderBy('holds.id', 'desc').limit(500).execute();
}

/** The patron's holds among the ids (others' are left out). */
export async function findOwnHoldsByIds(db: Db, personId: number, ids: readonly number[]) {
  return db
    .selectFrom('holds')
    .select(['id', 'record_id'])
    .where('id', 'in', ids)
    .where('person_id', '=', personId)
    .execute();
}

export async function findHoldById(trx: Trx, holdId: number) {
  return trx.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirstOrThrow();
}

export async function markHoldCancelled(trx: Trx, holdId: number, cancelledAt: string): Promise<void> {
  await trx
    .updateTable('holds')
    .set({ status: 'cancelled', queue_position: null, cancelled_at: cancelledAt })
    .where('id', '=', holdId)
    .execute();
}
