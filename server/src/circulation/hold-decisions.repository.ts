import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

type Db = Kysely<Database>;

/**
 * The copies of a title with what the per-library hold rule and the wait estimate read: library, volume/tome/
 * part/material, location, loan type (and whether it circulates), status and the open loan's due date and
 * renewals. By library code, then copy, as the hold form lists them.
 */
export async function titleCopiesWithLoans(db: Db, recordId: number) {
  return db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .leftJoin('loan_types', 'loan_types.code', 'copies.loan_type_code')
    .leftJoin('loans', (join) => join.onRef('loans.copy_id', '=', 'copies.id').on('loans.returned_at', 'is', null))
    .select([
      'copies.id',
      'copies.status',
      'copies.volume',
      'copies.tome',
      'copies.part',
      'copies.material',
      'copies.location',
      'copies.loan_type_code',
      'loan_types.circulates',
      'libraries.id as library_id',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'loans.due_date',
      'loans.renewal_count',
    ])
    .where('copies.record_id', '=', recordId)
    .orderBy('libraries.code')
    .orderBy('copies.id')
    .execute();
}

export type TitleCopyRow = Awaited<ReturnType<typeof titleCopiesWithLoans>>[number];

/** Holds queued for the title, counted per library id. */
export async function queuedHoldsPerLibrary(db: Db, recordId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('holds')
    .select(['library_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('record_id', '=', recordId)
    .where('status', '=', 'queued')
    .groupBy('library_id')
    .execute();
  return new Map(rows.map((row) => [row.library_id, Number(row.n)]));
}

/** The title's queue at a library, in order: what each hold asks for and until when it is suspended. */
export async function libraryQueue(db: Db, recordId: number, libraryId: number) {
  return db
    .selectFrom('holds')
    .select(['id', 'queue_position', 'volume', 'tome', 'part', 'material', 'suspended_until'])
    .where('record_id', '=', recordId)
    .where('library_id', '=', libraryId)
    .where('status', '=', 'queued')
    .orderBy('queue_position')
    .execute();
}

/** Ids of the title's copies travelling to fill a hold (the hold in transit with them): not free on arrival. */
export async function copiesTravellingForHolds(db: Db, recordId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('holds')
    .select('copy_id')
    .where('record_id', '=', recordId)
    .where('status', '=', 'in_transit')
    .where('copy_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.copy_id!));
}

/** Returned loans read for the observed figures: the latest ones, enough for a mean. */
const OBSERVED_LOANS = 5000;

/**
 * What this library's loans returned since `since` (ISO instant) say: how many, their renewals, and the
 * days late of the late ones (late loans are few; their days are counted here, portable on both engines).
 */
export async function returnedLoansSince(db: Db, libraryId: number, since: string) {
  const totals = await db
    .selectFrom('loans')
    .select([
      (eb) => eb.fn.countAll<number>().as('returns'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('renewal_count'), eb.lit(0)).as('renewals'),
    ])
    .where('library_id', '=', libraryId)
    .where('returned_at', '>=', since)
    .executeTakeFirst();
  const late = await db
    .selectFrom('loans')
    .select(['due_date', 'returned_at'])
    .where('library_id', '=', libraryId)
    .where('returned_at', '>=', since)
    .where((eb) => eb(eb.fn('substr', ['returned_at', eb.lit(1), eb.lit(10)]), '>', eb.ref('due_date')))
    .orderBy('returned_at', 'desc')
    .limit(OBSERVED_LOANS)
    .execute();
  return {
    returns: Number(totals?.returns ?? 0),
    renewals: Number(totals?.renewals ?? 0),
    late: late.map((row) => ({ dueDate: row.due_date, returnedOn: (row.returned_at ?? '').slice(0, 10) })),
  };
}
