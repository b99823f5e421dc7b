import type { IndexColumn, MatchExpression } from '@estante/core';
import { INDEX_COLUMNS } from '@estante/core';
import { type RawBuilder, sql } from 'kysely';
import type { Executor, RankedId, SearchDocument, SearchIndex } from './search-index.ts';

/** Each lexeme carries its column as a prefix, so one tsvector (one GIN index) serves every field. */
const PREFIX: Record<IndexColumn, string> = {
  title: 't',
  author: 'a',
  subject: 's',
  series: 'e',
  call_number: 'c',
  identifiers: 'i',
  notes: 'n',
  publisher: 'p',
  title_s: 'ts',
  author_s: 'as',
  subject_s: 'ss',
  series_s: 'es',
  notes_s: 'ns',
  publisher_s: 'ps',
};
/** ts_rank weights: A title, B author and subject, C series and publisher, D the rest. */
const WEIGHT: Record<IndexColumn, string> = {
  title: 'A',
  author: 'B',
  subject: 'B',
  series: 'C',
  call_number: 'D',
  identifiers: 'D',
  notes: 'D',
  publisher: 'C',
  title_s: 'A',
  author_s: 'B',
  subject_s: 'B',
  series_s: 'C',
  notes_s: 'D',
  publisher_s: 'C',
};

function lexeme(column: IndexColumn, word: string): string {
  return `'${PREFIX[column]}_${word}'`;
}

/**
 * tsvector literal of a record with explicit positions (1-based, per column): PostgreSQL stores the
 * application's words as they are, with no parser or dictionary of its own in between.
 */
export function tsvectorLiteral(document: SearchDocument['document']): string {
  const parts: string[] = [];
  for (const column of INDEX_COLUMNS) {
    const positions = new Map<string, number[]>();
    document[column].forEach((word, index) => {
      const list = positions.get(word) ?? [];
      list.push(index + 1);
      positions.set(word, list);
    });
    for (const [word, list] of positions) {
      // PostgreSQL keeps at most 256 positions of one lexeme (docs/search.md, limits).
      parts.push(
        `${lexeme(column, word)}:${list
          .slice(0, 256)
          .map((position) => `${position}${WEIGHT[column]}`)
          .join(',')}`,
      );
    }
  }
  return parts.join(' ');
}

/** tsquery text of an expression; words hold only letters and digits, so quoting them is enough. */
export function tsqueryText(expression: MatchExpression): string {
  switch (expression.kind) {
    case 'words':
      return expression.words
        .map(
          (forms) =>
            `(${expression.columns.flatMap((column) => forms.map((form) => lexeme(column, form))).join(' | ')})`,
        )
        .join(' & ');
    case 'phrase':
      return `(${expression.columns
        .map((column) => `(${expression.words.map((word) => lexeme(column, word)).join(' <-> ')})`)
        .join(' | ')})`;
    case 'and':
    case 'or':
      return expression.items.map((item) => `(${tsqueryText(item)})`).join(expression.kind === 'and' ? ' & ' : ' | ');
    case 'not':
      return `(${tsqueryText(expression.include)}) & !(${tsqueryText(expression.exclude)})`;
  }
}

/** PostgreSQL full text over application-built tsvectors (see migration 0003). */
export class PostgresSearchIndex implements SearchIndex {
  async upsert(trx: Executor, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const values = documents.map(
      ({ recordId, document }) => sql`(${recordId}, ${tsvectorLiteral(document)}::tsvector)`,
    );
    await sql`insert into record_search (record_id, doc) values ${sql.join(values)}
      on conflict (record_id) do update set doc = excluded.doc`.execute(trx);
  }

  async remove(trx: Executor, recordIds: number[]): Promise<void> {
    if (recordIds.length === 0) return;
    await sql`delete from record_search where record_id in (${sql.join(recordIds)})`.execute(trx);
  }

  matchQuery(expression: MatchExpression): RawBuilder<RankedId> {
    const query = sql`${tsqueryText(expression)}::tsquery`;
    return sql<RankedId>`select record_id as id, -ts_rank(doc, ${query}) as rank from record_search where doc @@ ${query}`;
  }

  listQuery(rows: RankedId[]): RawBuilder<RankedId> {
    const ids = rows.map((row) => row.id);
    const ranks = rows.map((row) => row.rank);
    return sql<RankedId>`select * from unnest(${ids}::integer[], ${ranks}::float8[]) as listed(id, rank)`;
  }
}
