import type { Kysely } from 'kysely';

/**
 * Why a network member's last harvest failed, as a code (`NETWORK_HARVEST_FAILURES` in contracts), beside
 * `last_error`'s technical detail: the staff screen explains the failure in the reader's language
 * (docs/network.md). Failures recorded before this migration keep a null code and their text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('network_members').addColumn('last_error_code', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('network_members').dropColumn('last_error_code').execute();
}
