import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The options of one kind of search tab (`search_options.kind`), by group and position. */
export async function searchOptionsOf(db: Kysely<Database>, kind: string) {
  return db
    .selectFrom('search_options')
    .select(['group_key', 'code', 'labels_json'])
    .where('kind', '=', kind)
    .orderBy('group_key')
    .orderBy('position')
    .orderBy('code')
    .execute();
}
