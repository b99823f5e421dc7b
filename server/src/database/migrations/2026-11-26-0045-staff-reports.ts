import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The staff console's reports (issue 21; docs/staff-reports.md):
 * - catalogue_access_counts: searches and title-page views per UTC day, one row per day and kind. Each server
 *   process adds its counts in one statement a minute (server/src/reports/access-counter.ts), so the table grows by
 *   two rows a day whatever the traffic;
 * - the indexes the circulation and overdue reports read a period by: loans by the day they were made, returned
 *   (open loans: by due date) and last renewed.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('catalogue_access_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_access_counts_pk', ['day', 'kind'])
    .execute();

  await db.schema.createIndex('loans_loaned_at').on('loans').columns(['loaned_at', 'library_id']).execute();
  await db.schema
    .createIndex('loans_returned_at')
    .on('loans')
    .columns(['returned_at', 'due_date', 'library_id'])
    .execute();
  await db.schema
    .createIndex('loans_last_renewed_at')
    .on('loans')
    .columns(['last_renewed_at', 'library_id', 'renewal_count'])
    .execute();
}
