import type { CatalogueSearch } from './catalogue-search.ts';
import { columnsOf } from './match-expression.ts';
import type { CatalogueQuery } from './parse-search-query.ts';
import { isTruncated } from './truncation.ts';

/**
 * "Did you mean" (docs/search.md): offered when a search finds fewer than this many records.
 */
export const DID_YOU_MEAN_BELOW = 3;

/** A word the field holds is replaced only by a neighbour this many times as frequent (a rare word is not a typo). */
export const KNOWN_WORD_FACTOR = 10;

/** Edits a suggestion may be away from a word: one for words of up to 4 letters ("sal" must not become "mal" and "sol"), else two. */
export function suggestionDistance(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/**
 * The query's words replaced by the closest, more frequent word of the index's own vocabulary in the row's field
 * (edit distance ≤ suggestionDistance, nearest first, then most frequent; a word the field holds only for a neighbour
 * KNOWN_WORD_FACTOR times as frequent): per `termo` index, the corrected term
 * (its searched words, folded). Undefined when no word has a better-known neighbour. Words excluded by `nao`,
 * truncated words, numbers, words under 3 letters, call numbers and ISBNs are kept as they are.
 */
export function suggestCorrections(
  query: CatalogueQuery,
  catalogue: Pick<CatalogueSearch, 'suggestWords' | 'wordRecords'>,
): Map<number, string> | undefined {
  const corrections = new Map<number, string>();
  for (const row of query.rows) {
    if (row.operator === 'nao' || row.type === 'isbn_issn' || row.type === 'chamada') continue;
    const columns = columnsOf(row.type, false);
    let changed = false;
    const words = row.words.map((word) => {
      if (isTruncated(word) || word.length < 3 || /^\d+$/.test(word)) return word;
      const own = catalogue.wordRecords(word, columns);
      const [best] = catalogue.suggestWords(word, columns, suggestionDistance(word), 1);
      if (!best || best.records < (own === 0 ? 1 : own * KNOWN_WORD_FACTOR)) return word;
      changed = true;
      return best.word;
    });
    if (changed) corrections.set(row.termIndex, words.join(' '));
  }
  return corrections.size > 0 ? corrections : undefined;
}

/** The query with the corrected terms' rows searching the corrected words. */
export function correctedQuery(query: CatalogueQuery, corrections: Map<number, string>): CatalogueQuery {
  return {
    ...query,
    rows: query.rows.map((row) => {
      const corrected = corrections.get(row.termIndex);
      return corrected === undefined ? row : { ...row, text: corrected, words: corrected.split(' ') };
    }),
  };
}
