import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Import report lines in the reader's language (docs/staff-catalogue.md): each problem keeps its English `reason`
 * and gains a stable `code` and the values its sentence needs (`params_json`, a JSON object), which the staff
 * console translates. Both are null on lines written before this migration and on reasons without a code yet:
 * those are shown in English, as before.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('import_job_problems').addColumn('code', 'text').execute();
  await db.schema.alterTable('import_job_problems').addColumn('params_json', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('import_job_problems').dropColumn('params_json').execute();
  await db.schema.alterTable('import_job_problems').dropColumn('code').execute();
}
