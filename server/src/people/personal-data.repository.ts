import type { Kysely, Updateable } from 'kysely';
import type { Database, PersonTable } from '../database/schema.ts';

/** Whether another person record already holds the tax id (it identifies one person). */
export async function isTaxIdTaken(db: Kysely<Database>, taxId: string): Promise<boolean> {
  return (await db.selectFrom('people').select('id').where('tax_id', '=', taxId).executeTakeFirst()) !== undefined;
}

export async function updatePersonalFields(
  db: Kysely<Database>,
  personId: number,
  changes: Updateable<PersonTable>,
): Promise<void> {
  await db.updateTable('people').set(changes).where('id', '=', personId).execute();
}
