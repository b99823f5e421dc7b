import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** Copies travelling between libraries (docs/staff-desk.md, "Transit"); copy-transits.ts holds the rules. */
type Db = Kysely<Database>;

export async function insertTransit(
  db: Db,
  transit: { copyId: number; holdId: number | null; fromLibraryId: number; toLibraryId: number; sentAt: string },
): Promise<number> {
  const { id } = await db
    .insertInto('copy_transits')
    .values({
      copy_id: transit.copyId,
      hold_id: transit.holdId,
      from_library_id: transit.fromLibraryId,
      to_library_id: transit.toLibraryId,
      sent_at: transit.sentAt,
      received_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The copy's transit not yet received, if any (at most one: a partial unique index). */
export function findOpenTransit(db: Db, copyId: number) {
  return db
    .selectFrom('copy_transits')
    .selectAll()
    .where('copy_id', '=', copyId)
    .where('received_at', 'is', null)
    .executeTakeFirst();
}

/** Marks the transit received; false when another desk received it first. */
export async function markTransitReceived(db: Db, transitId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('copy_transits')
    .set({ received_at: at })
    .where('id', '=', transitId)
    .where('received_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open transits, oldest first, optionally only those bound for one library; one page and the total. */
export async function listOpenTransits(db: Db, filter: { toLibraryCode?: string; offset: number; limit: number }) {
  let base = db
    .selectFrom('copy_transits')
    .innerJoin('libraries as destination', 'destination.id', 'copy_transits.to_library_id')
    .where('copy_transits.received_at', 'is', null);
  if (filter.toLibraryCode) base = base.where('destination.code', '=', filter.toLibraryCode);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .innerJoin('copies', 'copies.id', 'copy_transits.copy_id')
    .innerJoin('records', 'records.id', 'copies.record_id')
    .innerJoin('libraries as origin', 'origin.id', 'copy_transits.from_library_id')
    .leftJoin('holds', 'holds.id', 'copy_transits.hold_id')
    .leftJoin('people', 'people.id', 'holds.person_id')
    .select([
      'copy_transits.id',
      'copy_transits.copy_id',
      'copy_transits.hold_id',
      'copy_transits.sent_at',
      'copies.barcode',
      'copies.record_id',
      'records.title',
      'origin.code as from_code',
      'origin.name as from_name',
      'destination.code as to_code',
      'destination.name as to_name',
      'holds.status as hold_status',
      'people.name as person_name',
    ])
    .orderBy('copy_transits.sent_at')
    .orderBy('copy_transits.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}
