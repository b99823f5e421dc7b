import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * One loan policy per patron category and loan type (docs/staff-content.md). "Any" is stored as NULL, and NULLs
 * never clash in a plain unique index on SQLite or PostgreSQL, so the index is on the codes with NULL read as `*`
 * (the wire's "any", never a real code): two first saves of the same scope at once can no longer leave two rows.
 * Rows duplicated before this keep only the newest (highest id), the one a save wrote last.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await sql`delete from loan_policies where id not in (
    select max(id) from loan_policies
    group by coalesce(patron_category_code, '*'), coalesce(loan_type_code, '*')
  )`.execute(db);
  await sql`create unique index loan_policies_scope on loan_policies
    ((coalesce(patron_category_code, '*')), (coalesce(loan_type_code, '*')))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('loan_policies_scope').execute();
}
