import { type Kysely, sql } from 'kysely';

/**
 * What each server's in-memory search index is derived from and kept fresh by (docs/search.md, "In-memory index").
 * - catalogue_revision: one row, incremented by every transaction that changes bibliographic records; the row lock
 *   orders writers, so revisions become visible in increasing order on both engines.
 * - catalogue_changes: the records each revision changed (inserted, updated or deleted).
 * - record_search_documents: each record's index words (folded, per text column), so a server loads its index
 *   without re-extracting every MARC record. Records imported before this migration are rebuilt from
 *   records.extracted_json when loading (slower) until they are imported again.
 * - record_search (FTS5 / tsvector) is dropped: no search reads it any more, and writing it was half the import.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists record_search`.execute(db);
  await sql`create table catalogue_revision (id integer primary key, revision integer not null)`.execute(db);
  await sql`insert into catalogue_revision (id, revision) values (1, 0)`.execute(db);
  await sql`create table catalogue_changes (revision integer not null, record_id integer not null)`.execute(db);
  await sql`create index catalogue_changes_revision on catalogue_changes (revision, record_id)`.execute(db);
  await sql`create table record_search_documents (record_id integer primary key, words text not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table record_search_documents`.execute(db);
  await sql`drop table catalogue_changes`.execute(db);
  await sql`drop table catalogue_revision`.execute(db);
}
