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

/** Grants (`granted`) or revokes a staff function held by the person directly (person_permissions). */
export async function setPersonFunction(
  db: Kysely<Database>,
  personId: number,
  fn: { readonly module: number; readonly activity: number },
  granted: boolean,
): Promise<void> {
  const values = { person_id: personId, module_code: fn.module, activity_code: fn.activity };
  await db
    .deleteFrom('person_permissions')
    .where('person_id', '=', personId)
    .where('module_code', '=', values.module_code)
    .where('activity_code', '=', values.activity_code)
    .execute();
  if (granted) await db.insertInto('person_permissions').values(values).execute();
}
