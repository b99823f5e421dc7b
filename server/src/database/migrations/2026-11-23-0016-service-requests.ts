import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Service requests of the personal area (docs/service-requests.md): the initial schema's `service_requests`
 * table (never used before this migration, so it is empty) gains the library that answers the request, the
 * staff reply and the dates of the reply and of the conclusion. The patron's list reads per person and kind.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('service_requests')
    .addColumn('library_id', 'integer', (c) => c.references('libraries.id'))
    .execute();
  await db.schema.alterTable('service_requests').addColumn('reply', 'text').execute();
  await db.schema.alterTable('service_requests').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('service_requests').addColumn('concluded_at', 'text').execute();
  await db.schema
    .createIndex('service_requests_person_kind')
    .on('service_requests')
    .columns(['person_id', 'kind', 'created_at'])
    .execute();
  await db.schema.createIndex('service_requests_status').on('service_requests').columns(['status']).execute();
}
