import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { SearchDocument, SearchIndex, TextMatch } from './search-index.ts';

/** PostgreSQL full text with the `simple` configuration over application-folded text. */
export class PostgresSearchIndex implements SearchIndex {
  async upsert(trx: Transaction<Database> | Kysely<Database>, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const values = documents.map(
      (document) => sql`(${document.recordId},
        setweight(to_tsvector('simple', ${document.title}), 'A'),
        to_tsvector('simple', ${document.author}), to_tsvector('simple', ${document.subject}),
        to_tsvector('simple', ${document.series}), to_tsvector('simple', ${document.callNumber}),
        to_tsvector('simple', ${document.identifiers}), to_tsvector('simple', ${document.notes}),
        to_tsvector('simple', ${document.publisher}),
        setweight(to_tsvector('simple', ${document.title}), 'A') || setweight(to_tsvector('simple', ${document.author}), 'B')
          || setweight(to_tsvector('simple', ${document.subject}), 'B') || setweight(to_tsvector('simple', ${document.series}), 'C')
          || to_tsvector('simple', ${document.callNumber}) || to_tsvector('simple', ${document.identifiers})
          || setweight(to_tsvector('simple', ${document.notes}), 'D') || setweight(to_tsvector('simple', ${document.publisher}), 'C'))`,
    );
    await sql`insert into record_search (record_id, title, author, subject, series, call_number, identifiers, notes, publisher, everything)
      values ${sql.join(values)}
      on conflict (record_id) do update set title = excluded.title, author = excluded.author, subject = excluded.subject,
        series = excluded.series, call_number = excluded.call_number, identifiers = excluded.identifiers,
        notes = excluded.notes, publisher = excluded.publisher, everything = excluded.everything`.execute(trx);
  }

  async remove(trx: Transaction<Database> | Kysely<Database>, recordIds: number[]): Promise<void> {
    if (recordIds.length === 0) return;
    await sql`delete from record_search where record_id in (${sql.join(recordIds)})`.execute(trx);
  }

  async match(db: Kysely<Database>, query: TextMatch, page: { offset: number; limit: number }) {
    if (query.tokens.length === 0) return { total: 0, ids: [] };
    const column = sql.ref(query.field ?? 'everything');
    const tsquery = sql`to_tsquery('simple', ${query.tokens.join(' & ')})`;
    const total = await sql<{ total: string }>`select count(*) as total from record_search where ${column} @@ ${tsquery}`.execute(db);
    const rows = await sql<{ id: number }>`select record_id as id from record_search where ${column} @@ ${tsquery}
      order by ts_rank(${column}, ${tsquery}) desc, record_id limit ${page.limit} offset ${page.offset}`.execute(db);
    return { total: Number(total.rows[0]?.total ?? 0), ids: rows.rows.map((row) => Number(row.id)) };
  }
}
