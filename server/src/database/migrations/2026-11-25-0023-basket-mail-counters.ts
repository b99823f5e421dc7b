import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Basket e-mail limits (issue 27, finding 1; docs/security.md): one fixed-window counter of messages per sender
 * (a signed-in patron, or a visitor's network address), shared by every server process through the database.
 * Rows whose window ended are deleted as new messages are counted, so the table stays as small as the last hour.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('basket_mail_counters')
    .addColumn('sender_key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('basket_mail_counters_window_start')
    .on('basket_mail_counters')
    .column('window_start')
    .execute();
}
