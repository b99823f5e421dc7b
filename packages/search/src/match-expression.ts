import { type IndexColumn, STEMMED_COLUMNS, TEXT_COLUMNS, VALUE_START } from './index-document.ts';
import type { CatalogueQuery, SearchRow } from './parse-search-query.ts';
import { type Operator, POSITIONAL_OPERATORS, type SearchType } from './search-options.ts';
import { STEM_LANGUAGES, stemAlternatives, stemWord } from './stem.ts';

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

/**
 * Expression of one row. `extraPhrases` are other forms of the term that must also find the records
 * (the authorised heading of a see-from reference the term matched), searched as phrases in the row's field.
 */
export function rowExpression(row: SearchRow, similar: boolean, extraPhrases: string[][] = []): MatchExpression {
  const columns = columnsOf(row.type, similar);
  let expression: MatchExpression;
  if (row.position === 'qualquer') {
    expression = {
      kind: 'words',
      columns,
      words: row.words.map((word) => (similar ? stemAlternatives(word) : [word])),
    };
  } else {
    const prefix = row.position === 'inicio' ? [VALUE_START] : [];
    expression = anyOf(
      phrases(row.words, similar).map((words) => ({ kind: 'phrase', columns, words: [...prefix, ...words] })),
    );
  }
  if (extraPhrases.length === 0) return expression;
  const rawColumns = columnsOf(row.type, false);
  return anyOf([
    expression,
    ...extraPhrases.map((words): MatchExpression => ({ kind: 'phrase', columns: rawColumns, words })),
  ]);
}

/**
 * Combines the rows left to right: `e` AND, `ou` OR, `nao` AND NOT; `proximo`, `antes` and `depois`
 * are AND plus a position condition between the row and the one before it (same field).
 */
export function compileSearch(
  query: CatalogueQuery,
  extraPhrases: Map<number, string[][]> = new Map(),
): CompiledSearch | undefined {
  if (query.rows.length === 0) return undefined;
  const highlight = new Set<string>();
  const positional: PositionalCondition[] = [];
  let expression: MatchExpression | undefined;
  let previous: MatchExpression | undefined;
  query.rows.forEach((row, index) => {
    const current = rowExpression(row, query.similar, extraPhrases.get(index));
    if (row.operator !== 'nao') {
      for (const word of row.words)
        for (const form of query.similar ? stemAlternatives(word) : [word]) highlight.add(form);
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
