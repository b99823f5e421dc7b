import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Full-text index of the catalogue: one row per record, one column per search field.
 * Text is folded (lower case, accents removed) by the application before it is stored, so both
 * engines see the same tokens. SQLite: an FTS5 contentless table whose rowid is records.id.
 * PostgreSQL: tsvector columns with GIN indexes, built with the `simple` configuration.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table record_search using fts5(
      title, author, subject, series, call_number, identifiers, notes, publisher,
      content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
    return;
  }
  await sql`create table record_search (
    record_id integer primary key references records(id) on delete cascade,
    title tsvector not null,
    author tsvector not null,
    subject tsvector not null,
    series tsvector not null,
    call_number tsvector not null,
    identifiers tsvector not null,
    notes tsvector not null,
    publisher tsvector not null,
    everything tsvector not null
  )`.execute(db);
  await sql`create index record_search_everything on record_search using gin (everything)`.execute(db);
  await sql`create index record_search_title on record_search using gin (title)`.execute(db);
  await sql`create index record_search_author on record_search using gin (author)`.execute(db);
  await sql`create index record_search_subject on record_search using gin (subject)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table record_search`.execute(db);
}
