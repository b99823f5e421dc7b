import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The patron categories, by name (the category select of the login page). */
export function listPatronCategories(db: Kysely<Database>): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('patron_categories').select(['code', 'name']).orderBy('name').execute();
}

/** The institution's departments, by name. */
export function listDepartments(db: Kysely<Database>): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('departments').select(['code', 'name']).orderBy('name').execute();
}
