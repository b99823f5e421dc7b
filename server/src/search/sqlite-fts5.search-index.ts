import { INDEX_COLUMNS, type IndexColumn, type MatchExpression } from '@estante/core';
import { type RawBuilder, sql } from 'kysely';
import type { Executor, RankedId, SearchDocument, SearchIndex } from './search-index.ts';

/** bm25 weight per column, in INDEX_COLUMNS order: a title match counts most, notes least. */
const WEIGHTS: Record<IndexColumn, number> = {
  title: 10,
  author: 5,
  subject: 4,
  series: 2,
  call_number: 2,
  identifiers: 2,
  notes: 1,
  publisher: 1,
  title_s: 8,
  author_s: 4,
  subject_s: 3,
  series_s: 2,
  notes_s: 1,
  publisher_s: 1,
};
const BM25 = sql.raw(`bm25(record_search, ${INDEX_COLUMNS.map((column) => WEIGHTS[column].toFixed(1)).join(', ')})`);

function columnFilter(columns: IndexColumn[]): string {
  return columns.length === 1 ? columns[0]! : `{${columns.join(' ')}}`;
}

/**
 * FTS5 query syntax of an expression. Words hold only letters and digits (folded by the application),
 * so each is quoted as an FTS5 string and no user text can act as FTS5 syntax.
 */
export function fts5Query(expression: MatchExpression): string {
  switch (expression.kind) {
    case 'words': {
      const words = expression.words.map((forms) => `(${forms.map((form) => `"${form}"`).join(' OR ')})`);
      return `${columnFilter(expression.columns)} : (${words.join(' AND ')})`;
    }
    case 'phrase':
      return `${columnFilter(expression.columns)} : "${expression.words.join(' ')}"`;
    case 'and':
    case 'or':
      return expression.items.map((item) => `(${fts5Query(item)})`).join(expression.kind === 'and' ? ' AND ' : ' OR ');
    case 'not':
      return `(${fts5Query(expression.include)}) NOT (${fts5Query(expression.exclude)})`;
  }
}

/** SQLite FTS5, contentless, rowid = records.id; the text is split on spaces only (already folded). */
export class SqliteFts5SearchIndex implements SearchIndex {
  async upsert(trx: Executor, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.remove(
      trx,
      documents.map((document) => document.recordId),
    );
    const values = documents.map(
      ({ recordId, document }) =>
        sql`(${recordId}, ${sql.join(INDEX_COLUMNS.map((column) => sql`${document[column].join(' ')}`))})`,
    );
    await sql`insert into record_search (rowid, ${sql.raw(INDEX_COLUMNS.join(', '))}) values ${sql.join(values)}`.execute(
      trx,
    );
  }

  async remove(trx: Executor, recordIds: number[]): Promise<void> {
    if (recordIds.length === 0) return;
    await sql`delete from record_search where rowid in (${sql.join(recordIds)})`.execute(trx);
  }

  matchQuery(expression: MatchExpression): RawBuilder<RankedId> {
    return sql<RankedId>`select rowid as id, ${BM25} as rank from record_search where record_search match ${fts5Query(expression)}`;
  }

  listQuery(rows: RankedId[]): RawBuilder<RankedId> {
    const json = JSON.stringify(rows.map((row) => [row.id, row.rank]));
    return sql<RankedId>`select json_extract(value, '$[0]') as id, json_extract(value, '$[1]') as rank from json_each(${json})`;
  }
}
