import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** What the protocols of this folder and of discovery/ write a record from. */
export interface PublicRecordRow {
  id: number;
  marc_json: string;
  extracted_json: string;
  created_at: string;
  updated_at: string;
  has_cover: number;
}

/** The listed records in the public catalogue (suppressed ones left out), in the order of `ids`. */
export async function readPublicRecords(db: Kysely<Database>, ids: readonly number[]): Promise<PublicRecordRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('records')
    .select(['id', 'marc_json', 'extracted_json', 'created_at', 'updated_at', 'has_cover'])
    .where('id', 'in', [...ids])
    .where('suppressed', '=', 0)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
