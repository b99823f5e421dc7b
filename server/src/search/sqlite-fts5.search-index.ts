import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { SearchDocument, SearchIndex, TextMatch } from './search-index.ts';

/** SQLite FTS5 (contentless, rowid = records.id). bm25 weights favour titles over notes. */
export class SqliteFts5SearchIndex implements SearchIndex {
  async upsert(trx: Transaction<Database> | Kysely<Database>, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.remove(trx, documents.map((document) => document.recordId));
    const values = documents.map(
      (document) => sql`(${document.recordId}, ${document.title}, ${document.author}, ${document.subject},
        ${document.series}, ${document.callNumber}, ${document.identifiers}, ${document.notes}, ${document.publisher})`,
    );
    await sql`insert into record_search (rowid, title, author, subject, series, call_number, identifiers, notes, publisher)
      values ${sql.join(values)}`.execute(trx);
  }

  async remove(trx: Transaction<Database> | Kysely<Database>, recordIds: number[]): Promise<void> {
    if (recordIds.length === 0) return;
    await sql`delete from record_search where rowid in (${sql.join(recordIds)})`.execute(trx);
  }

  async match(db: Kysely<Database>, query: TextMatch, page: { offset: number; limit: number }) {
    if (query.tokens.length === 0) return { total: 0, ids: [] };
    // Tokens are folded to letters and digits, so quoting each one is enough to keep FTS syntax out.
    const terms = query.tokens.map((token) => `"${token}"`).join(' ');
    const expression = query.field ? `${query.field} : (${terms})` : terms;
    const total = await sql<{ total: number }>`select count(*) as total from record_search where record_search match ${expression}`.execute(db);
    const rows = await sql<{ id: number }>`select rowid as id from record_search where record_search match ${expression}
      order by bm25(record_search, 10.0, 5.0, 3.0, 2.0, 2.0, 2.0, 1.0, 1.0), rowid
      limit ${page.limit} offset ${page.offset}`.execute(db);
    return { total: Number(total.rows[0]?.total ?? 0), ids: rows.rows.map((row) => Number(row.id)) };
  }
}
