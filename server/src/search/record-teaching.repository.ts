import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** Each given record's DDC/UDC main classes (facet K) in `record_facets`. */
export async function mainClassesOf(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('record_facets')
    .select(['record_id', 'code'])
    .where('record_id', 'in', [...ids])
    .where('letter', '=', 'K')
    .execute();
}
