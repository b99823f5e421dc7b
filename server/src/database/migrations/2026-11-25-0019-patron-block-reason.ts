import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Patron blocks by staff (issue 27; docs/auth.md "Blocking a patron"):
 * - people.block_reason: why the library blocked the patron (`people.blocked` = 1), shown to the patron when
 *   sign-in is refused; null when not blocked or blocked before this migration;
 * - throttle_counters_window_start: the scheduled prune deletes old counters by window start.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('people').addColumn('block_reason', 'text').execute();
  await db.schema
    .createIndex('throttle_counters_window_start')
    .on('throttle_counters')
    .column('window_start')
    .execute();
}
