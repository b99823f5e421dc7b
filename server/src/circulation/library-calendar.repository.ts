import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

type Db = Kysely<Database>;

/** The closed days of a library from `from` (inclusive) to `before` (exclusive). */
export async function closedDaysBetween(db: Db, libraryId: number, from: string, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('library_closed_days')
    .select('day')
    .where('library_id', '=', libraryId)
    .where('day', '>=', from)
    .where('day', '<', before)
    .execute();
  return rows.map((row) => row.day);
}

export async function findLibraryIdByCode(db: Db, code: string): Promise<number | undefined> {
  const library = await db.selectFrom('libraries').select('id').where('code', '=', code).executeTakeFirst();
  return library?.id;
}

/** Marks a day closed; marking it again updates the description. */
export async function upsertClosedDay(
  db: Db,
  values: { library_id: number; day: string; description: string | null },
): Promise<void> {
  await db
    .insertInto('library_closed_days')
    .values(values)
    .onConflict((conflict) => conflict.columns(['library_id', 'day']).doUpdateSet({ description: values.description }))
    .execute();
}

/** Reopens a day; false when it was not closed. */
export async function deleteClosedDay(db: Db, libraryId: number, day: string): Promise<boolean> {
  const result = await db
    .deleteFrom('library_closed_days')
    .where('library_id', '=', libraryId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Closed days of one library (or all), from `from` on, in date then library order. */
export function closedDayRows(db: Db, filter: { libraryId?: number; from?: string }) {
  let query = db
    .selectFrom('library_closed_days')
    .innerJoin('libraries', 'libraries.id', 'library_closed_days.library_id')
    .select(['libraries.code', 'library_closed_days.day', 'library_closed_days.description']);
  if (filter.libraryId !== undefined) query = query.where('libraries.id', '=', filter.libraryId);
  if (filter.from) query = query.where('library_closed_days.day', '>=', filter.from);
  return query.orderBy('library_closed_days.day').orderBy('libraries.code').limit(2000).execute();
}
