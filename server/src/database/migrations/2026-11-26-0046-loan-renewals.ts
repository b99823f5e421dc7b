import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * `loan_renewals`: one row per renewal, written in the transaction that renews the loan (docs/circulation.md), so the
 * circulation report counts each renewal in its own month (docs/staff-reports.md). Loans keep `renewal_count` and
 * `last_renewed_at` for the renewal rules.
 *
 * Backfill: a loan only knew its latest renewal, so each loan with one gets a single row at that instant, with its
 * due date now as the new due date and `renewed_by` null (patron or desk was not recorded). Earlier renewals of
 * those loans cannot be recovered.
 *
 * The index `loans_last_renewed_at` (migration 0045), which only the report's old renewals read used, is dropped.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema
    .createTable('loan_renewals')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id').onDelete('cascade'))
    // The loan's library, copied so the report reads this table alone.
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('renewed_at', 'text', (c) => c.notNull())
    // `by` is an SQL keyword; null only on backfilled rows.
    .addColumn('renewed_by', 'text', (c) => c.check(sql`renewed_by in ('patron', 'desk')`))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .execute();
  // The report reads a period of renewals per month and library: this index covers that query.
  await db.schema
    .createIndex('loan_renewals_renewed_at')
    .on('loan_renewals')
    .columns(['renewed_at', 'library_id'])
    .execute();
  await db.schema.createIndex('loan_renewals_loan').on('loan_renewals').columns(['loan_id']).execute();
  // Migration 0045's index for the report's old read of loans.last_renewed_at: no query reads by it now.
  await db.schema.dropIndex('loans_last_renewed_at').ifExists().execute();

  await db
    .insertInto('loan_renewals')
    .columns(['loan_id', 'library_id', 'renewed_at', 'renewed_by', 'due_date'])
    .expression((eb) =>
      eb
        .selectFrom('loans')
        .select(['id', 'library_id', 'last_renewed_at', sql<null>`null`.as('renewed_by'), 'due_date'])
        .where('last_renewed_at', 'is not', null)
        .orderBy('id'),
    )
    .execute();
}
