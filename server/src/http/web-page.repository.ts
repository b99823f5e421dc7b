import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** Whether a title page's record exists: one primary-key lookup, so an unknown /acervo/{id} answers 404. */
export async function recordPageExists(db: Kysely<Database>, recordId: number): Promise<boolean> {
  return (await db.selectFrom('records').select('id').where('id', '=', recordId).executeTakeFirst()) !== undefined;
}

/** Whether an authority page's authority exists: one primary-key lookup. */
export async function authorityPageExists(db: Kysely<Database>, authorityId: number): Promise<boolean> {
  const row = await db.selectFrom('authorities').select('id').where('id', '=', authorityId).executeTakeFirst();
  return row !== undefined;
}
