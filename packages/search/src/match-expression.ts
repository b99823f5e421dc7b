import { type IndexColumn, STEMMED_COLUMNS, TEXT_COLUMNS, VALUE_START } from './index-document.ts';
import type { CatalogueQuery, SearchRow } from './parse-search-query.ts';
import { type Operator, POSITIONAL_OPERATORS, type SearchType } from './search-options.ts';
import { STEM_LANGUAGES, stemAlternatives, stemWord } from './stem.ts';
import { isTruncated, TRUNCATION } from './truncation.ts';

/**
 * The words a truncated word stands for in the columns (CatalogueSearch.expandTruncation: the engine's vocabulary).
 * Without one, a truncated word matches nothing.
 */
export type ExpandTruncation = (word: string, columns: readonly IndexColumn[]) => string[];

const NO_EXPANSION: ExpandTruncation = () => [];

/**
 * What the full-text index must find, independent of the engine; each adapter translates it
 * (FTS5 MATCH syntax, PostgreSQL tsquery). Words are folded and contain only letters and digits.
 */
export type MatchExpression =
  /** Every word (any of its alternative forms) occurs in one of the columns. */
  | { kind: 'words'; columns: IndexColumn[]; words: string[][] }
  /** The words occur consecutively, in order, in one of the columns. */
  | { kind: 'phrase'; columns: IndexColumn[]; words: string[] }
  | { kind: 'and' | 'or'; items: MatchExpression[] }
  | { kind: 'not'; include: MatchExpression; exclude: MatchExpression };

/** A word-position condition between two consecutive rows, checked on the candidates the index returns. */
export interface PositionalCondition {
  operator: Operator;
  left: MatchExpression;
  right: MatchExpression;
}

export interface CompiledSearch {
  expression: MatchExpression;
  positional: PositionalCondition[];
  /** Folded words (and stems) of the rows that are not excluded, to highlight in titles. */
  highlight: Set<string>;
}

const COLUMN_OF_TYPE: Record<Exclude<SearchType, 'livre'>, IndexColumn> = {
  titulo: 'title',
  assunto: 'subject',
  autor: 'author',
  chamada: 'call_number',
  isbn_issn: 'identifiers',
  serie: 'series',
};

/** Index columns a row searches: its field, or every field for `livre`; stemmed twins for similar words. */
export function columnsOf(type: SearchType, similar: boolean): IndexColumn[] {
  const raw: IndexColumn[] = type === 'livre' ? [...TEXT_COLUMNS] : [COLUMN_OF_TYPE[type]];
  if (!similar) return raw;
  return raw.map((column) => {
    const stemmed = `${column}_s` as IndexColumn;
    return (STEMMED_COLUMNS as readonly string[]).includes(stemmed) ? stemmed : column;
  });
}

function phrases(words: string[], similar: boolean): string[][] {
  if (!similar) return [words];
  const forms = [words, ...STEM_LANGUAGES.map((language) => words.map((word) => stemWord(word, language)))];
  const unique = new Map(forms.map((form) => [form.join(' '), form]));
  return [...unique.values()];
}

function anyOf(items: MatchExpression[]): MatchExpression {
  return items.length === 1 ? items[0]! : { kind: 'or', items };
}

/** Every combination of each word's forms, in order, the first `limit` of them (a phrase with truncated words). */
function combinations(forms: string[][], limit: number): string[][] {
  let result: string[][] = [[]];
  for (const alternatives of forms) {
    result = result.flatMap((start) => alternatives.map((form) => [...start, form])).slice(0, limit);
  }
  return result;
}

/**
 * Expression of one row. `extraPhrases` are other forms of the term that must also find the records
 * (the authorised heading of a see-from reference the term matched), searched as phrases in the row's field.
 * Truncated words are expanded by `expand` and never stemmed: with similar words, they are looked for in the raw
 * columns while the row's other words are looked for in the stemmed ones; a phrase with a truncated word is
 * searched as typed (no similar words), as at most TRUNCATION.maxExpansions phrases.
 */
export function rowExpression(
  row: SearchRow,
  similar: boolean,
  extraPhrases: string[][] = [],
  expand: ExpandTruncation = NO_EXPANSION,
): MatchExpression {
  const truncated = row.words.some(isTruncated);
  const columns = columnsOf(row.type, similar && !(truncated && row.position !== 'qualquer'));
  const rawColumns = columnsOf(row.type, false);
  let expression: MatchExpression;
  if (row.position === 'qualquer') {
    const plain = row.words.filter((word) => !isTruncated(word));
    const expanded = row.words.filter(isTruncated).map((word) => expand(word, rawColumns));
    const words = plain.map((word) => (similar ? stemAlternatives(word) : [word]));
    if (!similar) expression = { kind: 'words', columns, words: [...words, ...expanded] };
    else if (expanded.length === 0) expression = { kind: 'words', columns, words };
    else {
      // Every word of the row must be found either way, so the stemmed and the raw part AND together.
      const raw: MatchExpression = { kind: 'words', columns: rawColumns, words: expanded };
      expression = words.length === 0 ? raw : { kind: 'and', items: [{ kind: 'words', columns, words }, raw] };
    }
  } else {
    const prefix = row.position === 'inicio' ? [VALUE_START] : [];
    const forms = truncated
      ? combinations(
          row.words.map((word) => (isTruncated(word) ? expand(word, rawColumns) : [word])),
          TRUNCATION.maxExpansions,
        )
      : phrases(row.words, similar);
    // A truncated word standing for no word: a phrase that cannot be found.
    expression =
      forms.length === 0
        ? { kind: 'words', columns, words: [[]] }
        : anyOf(forms.map((words) => ({ kind: 'phrase', columns, words: [...prefix, ...words] })));
  }
  if (extraPhrases.length === 0) return expression;
  return anyOf([
    expression,
    ...extraPhrases.map((words): MatchExpression => ({ kind: 'phrase', columns: rawColumns, words })),
  ]);
}

/**
 * A search of filters alone (a search guide's choices, docs/search-guides.md) lists every record they keep: every
 * record opens a value with VALUE_START in some column, so that word matches them all through the index's own lists.
 */
function everyRecordFiltered(): CompiledSearch {
  return {
    expression: { kind: 'words', columns: [...TEXT_COLUMNS], words: [[VALUE_START]] },
    positional: [],
    highlight: new Set(),
  };
}

/**
 * Combines the rows left to right: `e` AND, `ou` OR, `nao` AND NOT; `proximo`, `antes` and `depois`
 * are AND plus a position condition between the row and the one before it (same field).
 */
export function compileSearch(
  query: CatalogueQuery,
  extraPhrases: Map<number, string[][]> = new Map(),
  expand: ExpandTruncation = NO_EXPANSION,
): CompiledSearch | undefined {
  if (query.rows.length === 0) return query.filters.length > 0 ? everyRecordFiltered() : undefined;
  // Each truncated word is expanded once, for its expression and for the highlight.
  const expansions = new Map<string, string[]>();
  const expandOnce: ExpandTruncation = (word, columns) => {
    const key = `${columns.join(',')}:${word}`;
    let words = expansions.get(key);
    if (!words) {
      words = expand(word, columns);
      expansions.set(key, words);
    }
    return words;
  };
  const highlight = new Set<string>();
  const positional: PositionalCondition[] = [];
  let expression: MatchExpression | undefined;
  let previous: MatchExpression | undefined;
  query.rows.forEach((row, index) => {
    const current = rowExpression(row, query.similar, extraPhrases.get(index), expandOnce);
    if (row.operator !== 'nao') {
      for (const word of row.words) {
        const forms = isTruncated(word)
          ? expandOnce(word, columnsOf(row.type, false))
          : query.similar
            ? stemAlternatives(word)
            : [word];
        for (const form of forms) highlight.add(form);
      }
    }
    if (!expression || !previous) expression = current;
    else if (row.operator === 'ou') expression = { kind: 'or', items: [expression, current] };
    else if (row.operator === 'nao') expression = { kind: 'not', include: expression, exclude: current };
    else {
      expression = { kind: 'and', items: [expression, current] };
      if (POSITIONAL_OPERATORS.includes(row.operator))
        positional.push({ operator: row.operator, left: previous, right: current });
    }
    previous = current;
  });
  return { expression: expression!, positional, highlight };
}
