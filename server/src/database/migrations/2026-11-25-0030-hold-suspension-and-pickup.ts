import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Hold suspension and pickup library (issue 26; docs/circulation.md, additions beyond the spec):
 * - holds.suspended_until: a queued hold takes no copy before this day (YYYY-MM-DD) and keeps its place; null when
 *   not suspended;
 * - holds.pickup_library_id: where the patron collects the copy; null means the hold's own library.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('holds').addColumn('suspended_until', 'text').execute();
  await db.schema
    .alterTable('holds')
    .addColumn('pickup_library_id', 'integer', (column) => column.references('libraries.id'))
    .execute();
}
