import { type Kysely, sql } from 'kysely';

/**
 * Drops `record_facets_record` (record_id): `record_facets_record_letter` (record_id, letter, code) has the same
 * leading column, so every look-up by record uses it as well, and the import no longer maintains a third index on
 * its largest table (docs/performance.md "Import").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists record_facets_record`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('record_facets_record')
    .ifNotExists()
    .on('record_facets')
    .columns(['record_id'])
    .execute();
}
