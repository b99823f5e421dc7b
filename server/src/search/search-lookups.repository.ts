import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The queries of the search's look-ups (search-lookups.routes.ts). */

/** The given records' extracted data (as stored JSON), suppressed ones left out (docs/staff-catalogue.md). */
export async function extractedRecords(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('records')
    .select(['id', 'extracted_json'])
    .where('id', 'in', ids)
    .where('suppressed', '=', 0)
    .execute();
}

/** Which of the given records are in the public catalogue (not suppressed), in id order. */
export async function existingRecordIds(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('records')
    .select('id')
    .where('id', 'in', ids)
    .where('suppressed', '=', 0)
    .orderBy('id')
    .execute();
}

export async function campusesOf(db: Kysely<Database>, institutionId: number) {
  return db
    .selectFrom('campuses')
    .select(['id', 'name'])
    .where('institution_id', '=', institutionId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The libraries, of one campus when given, by name. */
export async function librariesOf(db: Kysely<Database>, campusId?: number) {
  let query = db.selectFrom('libraries').select(['code', 'name', 'campus_id']);
  if (campusId !== undefined) query = query.where('campus_id', '=', campusId);
  return query.orderBy('name').orderBy('code').execute();
}
