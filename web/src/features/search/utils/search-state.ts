import { SEARCH_DEFAULTS } from '@estante/contracts/constants';
import { SEARCH_URL_PARAMS } from '../../../config/paths.ts';

/** The search as kept in the URL (`?termo=...&pagina=...`), so that it can be bookmarked and the back button works. */
export interface SearchState {
  term: string;
  /** 1-based (spec 001 §9). */
  page: number;
}

/** Same limit as the server's query schema (SearchQuery.termo maxLength). */
export const MAX_TERM_LENGTH = 10_000;

/** Reads the search from the query string; anything malformed falls back to the defaults. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const term = (params.get(SEARCH_URL_PARAMS.term) ?? '').trim().slice(0, MAX_TERM_LENGTH);
  const rawPage = params.get(SEARCH_URL_PARAMS.page);
  const page = rawPage !== null && /^\d+$/.test(rawPage) ? Number.parseInt(rawPage, 10) : SEARCH_DEFAULTS.page;
  return { term, page: page >= 1 ? page : SEARCH_DEFAULTS.page };
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
