import { foldForSearch } from '@estante/core';
import { VALUE_START } from './index-document.ts';
import { InvalidSearchError } from './search-errors.ts';
import {
  FILTER_LETTERS,
  OPERATORS,
  type Operator,
  SEARCH_LIMITS,
  SEARCH_TYPES,
  type SearchType,
  SORT_KEYS,
  type SortKey,
  TERM_POSITIONS,
  type TermPosition,
} from './search-options.ts';
import { isStopWord } from './stop-words.ts';
import { checkTruncation, foldKeepingWildcards, isTruncated } from './truncation.ts';

/** One row of an (advanced) search: a term searched in a field at a position, joined to the rows before. */
export interface SearchRow {
  /** The term as typed. */
  text: string;
  type: SearchType;
  position: TermPosition;
  /** How this row joins the rows before it; the first row's operator is `e` and has no effect. */
  operator: Operator;
  /** Folded words searched (function words removed from `qualquer` rows); a truncated word keeps its `*` and `?`. */
  words: string[];
  /** Which `termo` of the request this row is (rows without a searchable word are left out of the query). */
  termIndex: number;
}

/** Filters of one facet letter: a record matches when it has any of the codes (OR within a letter). */
export interface FacetFilter {
  letter: string;
  codes: string[];
}

/** A validated catalogue search. */
export interface CatalogueQuery {
  rows: SearchRow[];
  similar: boolean;
  /** One entry per letter; letters AND together. */
  filters: FacetFilter[];
  sort: SortKey;
  page: number;
  pageSize: number;
}

/** Raw query-string parameters of GET /api/consulta (repeatable ones as arrays). */
export interface SearchParameters {
  termo?: string | string[];
  tipo?: string | string[];
  posicao?: string | string[];
  operador?: string | string[];
  similares?: string | number | boolean;
  filtro?: string | string[];
  ordenacao?: string;
  pagina?: number | string;
  quantPag?: number | string;
}

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined, fallback: T, parameter: string): T {
  const trimmed = value?.trim();
  if (!trimmed) return fallback;
  if ((allowed as readonly string[]).includes(trimmed)) return trimmed as T;
  throw new InvalidSearchError(parameter, trimmed, `expected one of ${allowed.join(', ')}`);
}

function positiveInteger(value: number | string | undefined, fallback: number, parameter: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new InvalidSearchError(parameter, String(value), 'expected an integer from 1');
  return number;
}

/**
 * Words of a term (the stop-word policy, docs/search.md). ISBN/ISSN are compared without hyphens or
 * spaces ("978-85-359-0277-8" is one key). A `qualquer` row drops function words (they say nothing
 * about the subject), so a row of only function words has no words and is left out. Phrases (`exata`,
 * `inicio`) and call numbers keep every word: "o nome da rosa" and "of the" are searched as typed.
 */
export function rowWords(text: string, type: SearchType, position: TermPosition): string[] {
  if (type === 'isbn_issn') {
    const key = foldForSearch(text).replaceAll(' ', '').slice(0, 200);
    return key ? [key] : [];
  }
  const folded = foldKeepingWildcards(text);
  const words = (folded ? folded.split(' ') : []).filter((word) => word !== VALUE_START && word.length <= 200);
  const kept =
    position === 'qualquer' && type !== 'chamada'
      ? words.filter((word) => isTruncated(word) || !isStopWord(word))
      : words;
  const searched = kept.slice(0, SEARCH_LIMITS.maxWordsPerRow);
  for (const word of searched) checkTruncation(word);
  return searched;
}

/**
 * Operators name how row k joins the rows before it. Clients send either one per row (the first one
 * is then ignored) or one per gap between rows.
 */
function operatorsByRow(operators: string[], rowCount: number): (string | undefined)[] {
  if (operators.length >= rowCount) return operators.slice(0, rowCount);
  return [undefined, ...operators];
}

function parseFilters(values: string[]): FacetFilter[] {
  const byLetter = new Map<string, string[]>();
  for (const raw of values) {
    const value = raw.trim();
    if (!value) continue;
    const separator = value.indexOf(':');
    const letter = separator > 0 ? value.slice(0, separator).toUpperCase() : '';
    const code = separator > 0 ? value.slice(separator + 1).trim() : '';
    if (!(FILTER_LETTERS as readonly string[]).includes(letter) || !code || code.length > 300) {
      throw new InvalidSearchError(
        'filtro',
        value,
        `expected LETTER:codigo with LETTER one of ${FILTER_LETTERS.join(', ')}`,
      );
    }
    const codes = byLetter.get(letter) ?? [];
    if (!codes.includes(code)) codes.push(code);
    if (codes.length > SEARCH_LIMITS.maxFilterValues)
      throw new InvalidSearchError('filtro', value, 'too many values for one letter');
    byLetter.set(letter, codes);
  }
  return [...byLetter].map(([letter, codes]) => ({ letter, codes }));
}

/**
 * Validates the parameters of a search into a query. Unknown `tipo`, `posicao`, `operador`, `ordenacao`
 * or a malformed `filtro` throw InvalidSearchError (422 PesquisaInvalida). Any text is accepted as a
 * term: quotes, `NEAR`, `OR` and the like are plain words here; `*` and `?` attached to a word truncate it
 * (truncation.ts; fewer than 3 letters before them: 422 TruncamentoCurto). Rows whose term has no searchable
 * word (empty, punctuation, only function words) are left out; a query without rows matches nothing.
 */
export function parseSearchQuery(parameters: SearchParameters): CatalogueQuery {
  const terms = list(parameters.termo);
  const types = list(parameters.tipo);
  const positions = list(parameters.posicao);
  const operators = operatorsByRow(list(parameters.operador), terms.length);
  if (terms.length > SEARCH_LIMITS.maxRows) {
    throw new InvalidSearchError('termo', String(terms.length), `at most ${SEARCH_LIMITS.maxRows} rows`);
  }

  const rows: SearchRow[] = [];
  terms.forEach((text, index) => {
    const type = oneOf(SEARCH_TYPES, types[index], 'livre', 'tipo');
    const position = oneOf(TERM_POSITIONS, positions[index], 'qualquer', 'posicao');
    const operator = oneOf(OPERATORS, operators[index], 'e', 'operador');
    if (text.length > SEARCH_LIMITS.maxTermLength) {
      throw new InvalidSearchError('termo', text, `at most ${SEARCH_LIMITS.maxTermLength} characters`);
    }
    const words = rowWords(text, type, position);
    if (words.length === 0) return;
    rows.push({ text, type, position, operator: rows.length === 0 ? 'e' : operator, words, termIndex: index });
  });

  const similar = ['1', 'true', 'S', 's'].includes(String(parameters.similares ?? ''));
  const pageSize = Math.min(
    positiveInteger(parameters.quantPag, SEARCH_LIMITS.defaultPageSize, 'quantPag'),
    SEARCH_LIMITS.maxPageSize,
  );
  return {
    rows,
    similar,
    filters: parseFilters(list(parameters.filtro)),
    sort: oneOf(SORT_KEYS, parameters.ordenacao?.toUpperCase(), 'C', 'ordenacao'),
    page: positiveInteger(parameters.pagina, 1, 'pagina'),
    pageSize,
  };
}
