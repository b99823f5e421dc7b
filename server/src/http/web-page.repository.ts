import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * Whether a title page's record is in the public catalogue: one primary-key lookup, so an unknown or suppressed
 * /acervo/{id} answers 404 (docs/staff-catalogue.md).
 */
export async function recordPageExists(db: Kysely<Database>, recordId: number): Promise<boolean> {
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('id', '=', recordId)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an authority page's authority exists: one primary-key lookup. */
export async function authorityPageExists(db: Kysely<Database>, authorityId: number): Promise<boolean> {
  const row = await db.selectFrom('authorities').select('id').where('id', '=', authorityId).executeTakeFirst();
  return row !== undefined;
}
