import { type Kysely, sql } from 'kysely';

/**
 * How and when each copy was acquired (docs/acquisitions.md): `acquisition_type` is compra, doacao or permuta,
 * `acquired_on` a day (YYYY-MM-DD). The import fills them from Koha 952 $d and MARC 541 $c/$d; copies whose source
 * says nothing stay null and the statistics leave them out. The index serves the statistics' read of a period.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('copies')
    .addColumn('acquisition_type', 'text', (c) => c.check(sql`acquisition_type in ('compra', 'doacao', 'permuta')`))
    .execute();
  await db.schema.alterTable('copies').addColumn('acquired_on', 'text').execute();
  await db.schema.createIndex('copies_acquired_on').on('copies').columns(['acquired_on', 'library_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('copies_acquired_on').ifExists().execute();
  await db.schema.alterTable('copies').dropColumn('acquired_on').execute();
  await db.schema.alterTable('copies').dropColumn('acquisition_type').execute();
}
