import { STAFF_MODULE } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * The staff functions (cod_modulo 9 activities) a person holds, granted to them or to their category, in one
 * statement: the staff guard and the console's session read it on every staff call.
 */
export async function findStaffActivities(db: Kysely<Database>, personId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('person_permissions')
    .select('activity_code')
    .where('person_id', '=', personId)
    .where('module_code', '=', STAFF_MODULE)
    .union(
      db
        .selectFrom('people')
        .innerJoin('category_permissions', 'category_permissions.category_code', 'people.category_code')
        .select('category_permissions.activity_code')
        .where('people.id', '=', personId)
        .where('category_permissions.module_code', '=', STAFF_MODULE),
    )
    .execute();
  return rows.map((row) => Number(row.activity_code));
}
