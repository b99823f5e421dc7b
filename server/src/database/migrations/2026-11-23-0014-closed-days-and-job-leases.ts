import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Library calendars and scheduled-job leases (docs/circulation.md):
 * - `library_closed_days`: days a library is closed (holidays, recess); due dates and hold pickup deadlines
 *   that fall on one move to the next open day;
 * - `job_leases`: one row per scheduled job; an instance runs the job only while it holds the row's lease,
 *   so several servers on one database never run it at the same time.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema
    .createTable('library_closed_days')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addUniqueConstraint('library_closed_days_library_day', ['library_id', 'day'])
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('library_closed_days').execute();
}
