import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * OAI-PMH and the network catalogue (issue 24; docs/oai-pmh.md, docs/network.md):
 * - records_datestamp: the OAI-PMH provider lists the public catalogue in (updated_at, id) order, from and until;
 * - network_members: the repositories this deployment harvests (each of one institution), with the state of their
 *   harvests (the next `from`, the last success, the last error);
 * - network_records: each harvested record, with what the union index and the network item read (words, facets,
 *   title, year…) and its match key, which groups the same work held by several institutions;
 * - network_revision: one row, moved by every harvest that changed network_records, so each server reloads its
 *   union index when another one harvested.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema.createIndex('records_datestamp').on('records').columns(['updated_at', 'id']).execute();
  await db.schema
    .createIndex('record_tombstones_datestamp')
    .on('record_tombstones')
    .columns(['withdrawn_at', 'record_id'])
    .execute();

  await db.schema
    .createTable('network_members')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('institution_code', 'integer', (c) => c.notNull())
    .addColumn('institution_name', 'text', (c) => c.notNull())
    .addColumn('repository_name', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('metadata_prefix', 'text', (c) => c.notNull())
    .addColumn('set_spec', 'text')
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_from', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('record_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('network_members_url').on('network_members').columns(['base_url', 'set_spec']).execute();

  await db.schema
    .createTable('network_records')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull().references('network_members.id').onDelete('cascade'))
    .addColumn('oai_identifier', 'text', (c) => c.notNull())
    .addColumn('datestamp', 'text', (c) => c.notNull())
    .addColumn('match_key', 'text', (c) => c.notNull())
    .addColumn('marc_json', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_sort', 'text', (c) => c.notNull())
    .addColumn('main_author', 'text')
    .addColumn('imprint', 'text')
    .addColumn('publication_year', 'integer')
    .addColumn('language', 'text')
    .addColumn('work_type', 'integer', (c) => c.notNull())
    .addColumn('isbn', 'text')
    .addColumn('words_json', 'text', (c) => c.notNull())
    .addColumn('facets_json', 'text', (c) => c.notNull())
    .addColumn('harvested_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('network_records_identifier')
    .on('network_records')
    .columns(['member_id', 'oai_identifier'])
    .unique()
    .execute();
  await db.schema.createIndex('network_records_match_key').on('network_records').columns(['match_key', 'id']).execute();

  await db.schema
    .createTable('network_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('network_revision').values({ id: 1, revision: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('network_revision').execute();
  await db.schema.dropTable('network_records').execute();
  await db.schema.dropTable('network_members').execute();
  await db.schema.dropIndex('record_tombstones_datestamp').execute();
  await db.schema.dropIndex('records_datestamp').execute();
}
