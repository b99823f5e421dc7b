import { sql } from 'kysely';
import type { Executor, SearchDocument } from './search-index.ts';

/** Rows per INSERT (two parameters each). */
const ROWS_PER_INSERT = 400;

/**
 * The words of each text column, columns separated by a tab and words by a space: folded words hold only letters
 * and digits, so neither separator can occur inside one. Stemmed columns are not stored (stemmed when loading).
 */
export function serializeWords(columns: readonly (readonly string[])[]): string {
  return columns.map((words) => words.join(' ')).join('\t');
}

export function parseWords(text: string): string[][] {
  return text.split('\t').map((column) => (column ? column.split(' ') : []));
}

/** Stores the index words of records (what each server's in-memory index loads). */
export async function writeSearchDocuments(trx: Executor, documents: SearchDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += ROWS_PER_INSERT) {
    const values = documents
      .slice(start, start + ROWS_PER_INSERT)
      .map(({ recordId, words }) => sql`(${recordId}, ${words})`);
    await sql`insert into record_search_documents (record_id, words) values ${sql.join(values)}
      on conflict (record_id) do update set words = excluded.words`.execute(trx);
  }
}
