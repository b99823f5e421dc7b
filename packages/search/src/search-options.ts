/**
 * The vocabulary of the catalogue search (spec 000 §3: search types, term positions, operators;
 * spec 001 §9: orderings). Values are the API's Portuguese names.
 */

/** `tipo`: which field a row searches. `livre` searches every field. */
export const SEARCH_TYPES = ['livre', 'titulo', 'assunto', 'autor', 'chamada', 'isbn_issn', 'serie'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** `posicao`: words anywhere in the field, the words as one phrase, or the field (one of its values) begins with them. */
export const TERM_POSITIONS = ['qualquer', 'exata', 'inicio'] as const;
export type TermPosition = (typeof TERM_POSITIONS)[number];

/** `operador` joining a row to the rows before it. */
export const OPERATORS = ['e', 'ou', 'nao', 'proximo', 'antes', 'depois'] as const;
export type Operator = (typeof OPERATORS)[number];

/** Operators that also constrain word positions between two consecutive rows (checked on the field's words). */
export const POSITIONAL_OPERATORS: readonly Operator[] = ['proximo', 'antes', 'depois'];

/** `ordenacao`: C relevance, A year (newest first), T title A–Z, N title number. */
export const SORT_KEYS = ['C', 'A', 'T', 'N'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Words apart (difference of positions) that still count as `proximo`. */
export const NEAR_DISTANCE = 5;

export const SEARCH_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Rows of an advanced search; further rows are refused (422). */
  maxRows: 10,
  /** Words kept per row: a pasted paragraph is searched by its first words rather than refused. */
  maxWordsPerRow: 32,
  /** Characters of one `termo`. */
  maxTermLength: 10_000,
  /** Values per filter letter. */
  maxFilterValues: 50,
} as const;

/**
 * Facet letters accepted in `filtro` (spec 001 §3). Estante fills T, Y, I, X, K, L, A, S, E, P;
 * R, Z and the other additional-data letters are accepted and simply match nothing yet.
 */
export const FILTER_LETTERS = [
  'T',
  'Y',
  'I',
  'X',
  'K',
  'R',
  'Z',
  'B',
  'P',
  'A',
  'S',
  'C',
  'E',
  'U',
  'D',
  'N',
  'M',
  'O',
  'F',
  'L',
  'G',
] as const;
