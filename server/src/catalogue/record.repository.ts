import type { Kysely } from 'kysely';
import type { Database, RecordRow } from '../database/schema.ts';

export async function findRecordById(db: Kysely<Database>, id: number): Promise<RecordRow | undefined> {
  return db.selectFrom('records').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The columns a search result shows (record.presenter.ts, presentSearchResult): not the stored MARC and extraction. */
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

export async function findRecordsByIds(db: Kysely<Database>, ids: number[]): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('records').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is RecordRow => row !== undefined);
}

export interface CopyCounts {
  total: number;
  available: number;
}

export async function countCopies(db: Kysely<Database>, recordId: number): Promise<CopyCounts> {
  const rows = await db
    .selectFrom('copies')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('record_id', '=', recordId)
    .groupBy('status')
    .execute();
  let total = 0;
  let available = 0;
  for (const row of rows) {
    total += Number(row.count);
    if (row.status === 'available') available += Number(row.count);
  }
  return { total, available };
}
