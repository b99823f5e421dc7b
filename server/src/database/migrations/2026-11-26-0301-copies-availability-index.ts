import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * copies_availability: what a search result's availability reads of a record's copies (search-page.repository.ts,
 * docs/search.md "Availability"), in the order the page's statement groups them, so that SQLite answers from the
 * index alone (the copy's id is the rowid, in every entry) and groups without sorting. It starts with copies_record's
 * columns (record_id, library_id), which it replaces.
 *
 * SQLite only: a PostgreSQL index entry holds at most about 2,700 bytes, and call numbers, volumes and materials come
 * unbounded from imported records, so a covering index there could refuse a copy; PostgreSQL keeps copies_record,
 * from which it reads the same copies with a presorted group (measured: the covering index saved it about 4 µs a
 * record, within the noise of the benchmark).
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  await db.schema
    .createIndex('copies_availability')
    .on('copies')
    .columns([
      'record_id',
      'library_id',
      'status',
      'loan_type_code',
      'volume',
      'tome',
      'part',
      'material',
      'call_number',
    ])
    .execute();
  await db.schema.dropIndex('copies_record').execute();
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  await db.schema.createIndex('copies_record').on('copies').columns(['record_id', 'library_id']).execute();
  await db.schema.dropIndex('copies_availability').execute();
}
