import { OPERATORS, SEARCH_DEFAULTS, SEARCH_TYPES, SORT_ORDERS, TERM_POSITIONS } from '@estante/contracts';

/** Fields, positions and operators of GET /api/consulta: the search vocabulary of contracts (search-vocabulary.ts). */
export const SEARCH_FIELDS = SEARCH_TYPES;
export const SEARCH_POSITIONS = TERM_POSITIONS;
export const SEARCH_OPERATORS = OPERATORS;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** D detailed (default, spec 001 §3 exibicao), C compact list. */
export const DISPLAY_MODES = ['D', 'C'] as const;
export const MAX_ROWS = 10;

export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchPosition = (typeof SEARCH_POSITIONS)[number];
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export interface SearchRow {
  term: string;
  field: SearchField;
  position: SearchPosition;
  /** How this row joins the rows before it; ignored on the first row. */
  operator: SearchOperator;
}

/**
 * The whole search as kept in the URL, with the API's own parameter names (termo, tipo, posicao, operador,
 * similares, filtro, ordenacao, quantPag, pagina, plus exibicao for the display), so that a search can be
 * bookmarked and shared and the back button restores it.
 */
export interface SearchState {
  /** The rows' terms joined, for titles and the history; '' when there is no search. */
  term: string;
  rows: SearchRow[];
  similar: boolean;
  /** Facet filters "LETTER:codigo" (spec 001 §3 facet letters). */
  filters: string[];
  sort: string;
  pageSize: number;
  display: DisplayMode;
  /** 1-based (spec 001 §9). */
  page: number;
}

/** Same limit as the server's query schema (SearchQuery.termo maxLength). */
export const MAX_TERM_LENGTH = 10_000;

export const EMPTY_ROW: SearchRow = { term: '', field: 'livre', position: 'qualquer', operator: 'e' };

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const positiveInt = (value: string | null, fallback: number): number =>
  value !== null && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : fallback;

/** Reads the search from the query string; anything malformed falls back to the defaults. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const terms = params.getAll('termo').slice(0, MAX_ROWS);
  const fields = params.getAll('tipo');
  const positions = params.getAll('posicao');
  const operators = params.getAll('operador');
  const rows = terms
    .map((raw, index) => ({
      term: raw.trim().slice(0, MAX_TERM_LENGTH),
      field: oneOf(SEARCH_FIELDS, fields[index], 'livre'),
      position: oneOf(SEARCH_POSITIONS, positions[index], 'qualquer'),
      operator: oneOf(SEARCH_OPERATORS, operators[index], 'e'),
    }))
    .filter((row) => row.term !== '');
  const pageSize = positiveInt(params.get('quantPag'), SEARCH_DEFAULTS.pageSize);
  return {
    term: rows.map((row) => row.term).join(' '),
    rows,
    similar: params.get('similares') === '1',
    filters: [...new Set(params.getAll('filtro').filter((filter) => /^[A-Z_]{1,4}:.+/.test(filter)))],
    sort: oneOf(SORT_ORDERS, params.get('ordenacao') ?? undefined, SEARCH_DEFAULTS.ordering),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : SEARCH_DEFAULTS.pageSize,
    display: oneOf(DISPLAY_MODES, params.get('exibicao') ?? undefined, SEARCH_DEFAULTS.display),
    page: positiveInt(params.get('pagina'), SEARCH_DEFAULTS.page),
  };
}

/** A search of one free-text row with every option at its default. */
export function simpleSearch(term: string): SearchState {
  return parseSearchState(new URLSearchParams({ termo: term }));
}

/** Whether the rows need tipo/posicao/operador in the URL (an advanced search). */
export function isAdvanced(rows: SearchRow[]): boolean {
  return rows.length > 1 || rows.some((row) => row.field !== 'livre' || row.position !== 'qualquer');
}

/** The query string of a search (without '?'); defaults are left out so that simple URLs stay short. */
export function searchToQuery(state: SearchState): string {
  const params = new URLSearchParams();
  const advanced = isAdvanced(state.rows);
  for (const row of state.rows) params.append('termo', row.term);
  if (advanced) {
    for (const row of state.rows) params.append('tipo', row.field);
    for (const row of state.rows) params.append('posicao', row.position);
    for (const row of state.rows) params.append('operador', row.operator);
  }
  if (state.similar) params.set('similares', '1');
  for (const filter of state.filters) params.append('filtro', filter);
  if (state.sort !== SEARCH_DEFAULTS.ordering) params.set('ordenacao', state.sort);
  if (state.pageSize !== SEARCH_DEFAULTS.pageSize) params.set('quantPag', String(state.pageSize));
  if (state.display !== SEARCH_DEFAULTS.display) params.set('exibicao', state.display);
  if (state.page > 1) params.set('pagina', String(state.page));
  return params.toString();
}

/** The search with some changes; any change but the page itself goes back to page 1. */
export function withChanges(state: SearchState, changes: Partial<SearchState>): SearchState {
  const next = { ...state, ...changes };
  if (changes.page === undefined) next.page = 1;
  next.term = next.rows.map((row) => row.term).join(' ');
  return next;
}

/** Adds a facet filter, or removes it when present. */
export function toggleFilter(state: SearchState, filter: string): SearchState {
  const filters = state.filters.includes(filter)
    ? state.filters.filter((entry) => entry !== filter)
    : [...state.filters, filter];
  return withChanges(state, { filters });
}

/** "T:1" → { letter: 'T', code: '1' }. */
export function splitFilter(filter: string): { letter: string; code: string } {
  const colon = filter.indexOf(':');
  return { letter: filter.slice(0, colon), code: filter.slice(colon + 1) };
}

export function pageCount(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

export type PageWindowItem = number | 'gap';

/**
 * Page numbers to offer: the first, the last, and `radius` pages either side of the current one,
 * with a gap where pages are left out. A gap never hides a single page (it shows that page instead).
 */
export function pageWindow(current: number, total: number, radius = 1): PageWindowItem[] {
  if (total <= 0) return [];
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
