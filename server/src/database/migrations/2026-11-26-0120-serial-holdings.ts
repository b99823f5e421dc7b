import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Serials kardex (issue 23; docs/serials.md):
 * - holdings_records: the MARC 21 holdings records (MFHD) of a title, as imported (linked by 004, or 001 = 035) or
 *   seeded; the kardex reads their 853-855 / 863-865 / 866-868 fields with packages/core/src/holdings;
 * - serial_issue_contents: an issue's table of contents as a 505 field, keyed by the holdings record and the
 *   issue's $8 link and sequence.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema
    .createTable('holdings_records')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('holdings_key', 'text', (c) => c.notNull())
    .addColumn('library_code', 'text')
    .addColumn('location', 'text')
    .addColumn('call_number', 'text')
    .addColumn('marc_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('holdings_records_key', ['record_id', 'holdings_key'])
    .execute();
  await db.schema
    .createTable('serial_issue_contents')
    .addColumn('holdings_record_id', 'integer', (c) =>
      c.notNull().references('holdings_records.id').onDelete('cascade'),
    )
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('contents_json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('serial_issue_contents_pk', ['holdings_record_id', 'link', 'sequence'])
    .execute();
}
