import { REPORT_PAGE_SIZE } from '@estante/contracts';

/** A report's filters, kept in the URL so a report can be bookmarked and shared among staff. */
export interface ReportFilters {
  /** Library code. */
  library?: string;
  /** First and last day, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** Access statistics: per day (default) or per month. */
  groupBy?: 'dia' | 'mes';
  page?: number;
  pageSize?: number;
}

/** The URL's parameters: the API's own names, so the address reads like the call it makes. */
export const FILTER_PARAMS = {
  library: 'biblioteca',
  from: 'de',
  to: 'ate',
  groupBy: 'agrupar',
  page: 'pagina',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of a URL; a value the API would refuse (a malformed day, a page 0) is left out. */
export function filtersFromSearch(params: URLSearchParams, paged: boolean): ReportFilters {
  const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);
  const page = Number(params.get(FILTER_PARAMS.page));
  const groupBy = params.get(FILTER_PARAMS.groupBy);
  return {
    library: params.get(FILTER_PARAMS.library) || undefined,
    from: day(params.get(FILTER_PARAMS.from)),
    to: day(params.get(FILTER_PARAMS.to)),
    groupBy: groupBy === 'mes' || groupBy === 'dia' ? groupBy : undefined,
    ...(paged ? { page: Number.isInteger(page) && page > 1 ? page : 1, pageSize: REPORT_PAGE_SIZE } : {}),
  };
}

export function filtersToSearch(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.library) params.set(FILTER_PARAMS.library, filters.library);
  if (filters.from) params.set(FILTER_PARAMS.from, filters.from);
  if (filters.to) params.set(FILTER_PARAMS.to, filters.to);
  if (filters.groupBy) params.set(FILTER_PARAMS.groupBy, filters.groupBy);
  if (filters.page && filters.page > 1) params.set(FILTER_PARAMS.page, String(filters.page));
  return params;
}
