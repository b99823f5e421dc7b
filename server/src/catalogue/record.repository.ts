import type { Kysely } from 'kysely';
import type { Database, RecordRow } from '../database/schema.ts';

/** A record of the public catalogue: a suppressed one is not found (docs/staff-catalogue.md). */
export async function findRecordById(db: Kysely<Database>, id: number): Promise<RecordRow | undefined> {
  return db.selectFrom('records').selectAll().where('id', '=', id).where('suppressed', '=', 0).executeTakeFirst();
}

/** Records of the public catalogue in the order asked, suppressed ones left out. */
export async function findRecordsByIds(db: Kysely<Database>, ids: number[]): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('records').selectAll().where('id', 'in', ids).where('suppressed', '=', 0).execute();
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
