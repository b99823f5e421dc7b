import type { Kysely } from 'kysely';

/**
 * Per-client request limits (issue 27, finding 6; docs/security.md, "Hostile clients"): one fixed-window counter per
 * client and kind of route (searches, writes, e-mails), shared by every server process and every server through the
 * database (server/src/http/rate-limit-store.repository.ts). Windows that ended are pruned as requests are counted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('bucket_key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_buckets_window_start')
    .on('rate_limit_buckets')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_buckets').execute();
}
