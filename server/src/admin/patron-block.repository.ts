import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

export async function findPersonIdByLogin(db: Kysely<Database>, login: string): Promise<number | undefined> {
  const row = await db.selectFrom('logins').select('person_id').where('login', '=', login).executeTakeFirst();
  return row?.person_id;
}

/** Blocks the person with `reason`, or lifts the block when `reason` is null. */
export async function setPersonBlock(db: Kysely<Database>, personId: number, reason: string | null, at: Date) {
  await db
    .updateTable('people')
    .set({ blocked: reason === null ? 0 : 1, block_reason: reason, updated_at: at.toISOString() })
    .where('id', '=', personId)
    .execute();
}
