import type { Kysely } from 'kysely';
import type { Database, RecordRow } from '../database/schema.ts';

/** The columns a search result shows (search-result.presenter.ts, presentSearchResult): not the stored MARC and extraction. */
export const RESULT_COLUMNS = [
  'id',
  'work_type',
  'publication_year',
  'language',
  'has_cover',
  'has_online',
  'has_accessibility',
  'title',
  'main_author',
  'imprint',
  'edition',
  'call_number',
  'isbn',
  'issn',
] as const;

export type ResultRow = Pick<RecordRow, (typeof RESULT_COLUMNS)[number]>;

/** The result rows of a page of record ids, in the order of the ids (ids no longer in the catalogue left out). */
export async function findResultRowsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<ResultRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('records')
    .select(RESULT_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ResultRow => row !== undefined);
}
