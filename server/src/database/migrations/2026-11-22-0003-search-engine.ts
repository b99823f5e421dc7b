import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The search engine's storage (docs/search.md).
 *
 * record_search is rebuilt: the application now hands both engines the same words (folded, each field
 * value opened by a marker word, and a stemmed twin of the text fields), so phrases, "begins with" and
 * similar-word searches agree on SQLite and PostgreSQL.
 * - SQLite: FTS5, one column per index column, `ascii` tokenizer (the text is already folded; splitting
 *   on spaces only keeps FTS5's words identical to the application's).
 * - PostgreSQL: one tsvector per record whose lexemes carry their column as a prefix (`t_casa`), built by
 *   the application with explicit positions, and one GIN index.
 *
 * browse_entries holds the alphabetical indexes (title, series, author, subject, call number, ISBN,
 * ISSN) and authority_references the folded see-from forms of authorities, for expanding searches.
 * Existing catalogues must be re-imported (`npm run import`) to fill the new index.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await sql`drop table if exists record_search`.execute(db);
  const sortKey = dialect === 'postgres' ? sql`text collate "C" not null` : sql`text not null`;
  if (dialect === 'sqlite') {
    await sql`create virtual table record_search using fts5(
      title, author, subject, series, call_number, identifiers, notes, publisher,
      title_s, author_s, subject_s, series_s, notes_s, publisher_s,
      content='', contentless_delete=1, tokenize='ascii', detail=full
    )`.execute(db);
  } else {
    await sql`create table record_search (
      record_id integer primary key references records(id) on delete cascade,
      doc tsvector not null
    )`.execute(db);
    await sql`create index record_search_doc on record_search using gin (doc)`.execute(db);
  }

  await sql`create table browse_entries (
    kind text not null,
    sort_key ${sortKey},
    label text not null,
    record_id integer not null references records(id) on delete cascade
  )`.execute(db);
  await sql`create index browse_entries_key on browse_entries (kind, sort_key, record_id)`.execute(db);
  await sql`create index browse_entries_record on browse_entries (record_id)`.execute(db);

  await sql`create table authority_references (
    authority_id integer not null references authorities(id) on delete cascade,
    form_key ${sortKey}
  )`.execute(db);
  await sql`create index authority_references_key on authority_references (form_key, authority_id)`.execute(db);
  await sql`create index authority_references_authority on authority_references (authority_id)`.execute(db);
  // Facet counting reads (letter, code, record) per matched record; the record-first index serves the join.
  await sql`create index record_facets_record_letter on record_facets (record_id, letter, code)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table authority_references`.execute(db);
  await sql`drop table browse_entries`.execute(db);
}
