import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Catalogue work from the staff console (issue 21; docs/staff-catalogue.md):
 * - records.suppressed / suppressed_at: a suppressed record stays in the database (and the staff console) but no
 *   public reader shows it: the search index, the title page, new acquisitions and browse leave it out;
 * - record_tombstones: one row per record withdrawn from the public catalogue (deleted, or suppressed while it
 *   stays suppressed), with the time; what OAI-PMH (issue 24) reports as deleted records;
 * - import_jobs: MARC imports queued by upload and run in the background by one server at a time (job lease
 *   `catalogue-import`), with their counts; import_job_chunks holds the uploaded file until the job ends (the
 *   database, not a server's disk: any instance may run the job); import_job_problems the report (each rejected
 *   record's position and reason, and warnings).
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema
    .alterTable('records')
    .addColumn('suppressed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('records').addColumn('suppressed_at', 'text').execute();

  // No foreign key to records: the tombstone outlives the record it names.
  await db.schema
    .createTable('record_tombstones')
    .addColumn('record_id', 'integer', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('match_key', 'text', (c) => c.notNull())
    .addColumn('control_number', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('person_id', 'integer')
    .addColumn('withdrawn_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('record_tombstones_withdrawn_at')
    .on('record_tombstones')
    .column('withdrawn_at')
    .execute();

  await db.schema
    .createTable('import_jobs')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('records_expected', 'integer', (c) => c.notNull())
    .addColumn('records_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('records_imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('records_updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('records_rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warnings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure_reason', 'text')
    .addColumn('person_id', 'integer', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('import_jobs_status').on('import_jobs').columns(['status', 'id']).execute();

  await db.schema
    .createTable('import_job_chunks')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_job_chunks_pk', ['job_id', 'seq'])
    .execute();

  await db.schema
    .createTable('import_job_problems')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_job_problems_job')
    .on('import_job_problems')
    .columns(['job_id', 'severity', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_job_problems').execute();
  await db.schema.dropTable('import_job_chunks').execute();
  await db.schema.dropTable('import_jobs').execute();
  await db.schema.dropTable('record_tombstones').execute();
  await db.schema.alterTable('records').dropColumn('suppressed_at').execute();
  await db.schema.alterTable('records').dropColumn('suppressed').execute();
}
