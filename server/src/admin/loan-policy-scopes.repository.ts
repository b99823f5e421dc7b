import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The patron categories and loan types a loan policy may name (the policy editor's choices). */

export async function listPatronCategories(db: Kysely<Database>): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('patron_categories').select(['code', 'name']).orderBy('code').execute();
}

export async function listLoanTypes(
  db: Kysely<Database>,
): Promise<{ code: string; name: string; circulates: number }[]> {
  return db.selectFrom('loan_types').select(['code', 'name', 'circulates']).orderBy('code').execute();
}
