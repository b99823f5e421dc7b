/**
 * The vocabulary of the catalogue search: types, positions and operators are defined once in contracts
 * (search-vocabulary.ts), the orderings there too (SORT_ORDERS); here what only the engine needs.
 */
import { type Operator, SORT_ORDERS } from '@estante/contracts';

export {
  OPERATORS,
  type Operator,
  SEARCH_TYPES,
  type SearchType,
  TERM_POSITIONS,
  type TermPosition,
} from '@estante/contracts';

/** Operators that also constrain word positions between two consecutive rows (checked on the field's words). */
export const POSITIONAL_OPERATORS: readonly Operator[] = ['proximo', 'antes', 'depois'];

/** `ordenacao`: C relevance, A year (newest first), T title A–Z, N title number (contracts SORT_ORDERS). */
export const SORT_KEYS = SORT_ORDERS;
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
