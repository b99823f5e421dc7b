import type { SearchResponse, SortOption } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { SearchState } from '../utils/search-state.ts';
import { isAdvanced, searchToQuery } from '../utils/search-state.ts';

/** The API parameters of a search (GET /api/consulta, docs/search.md). */
function apiQuery(search: SearchState) {
  const advanced = isAdvanced(search.rows);
  return {
    termo: search.rows.map((row) => row.term),
    tipo: advanced ? search.rows.map((row) => row.field) : undefined,
    posicao: advanced ? search.rows.map((row) => row.position) : undefined,
    operador: advanced ? search.rows.map((row) => row.operator) : undefined,
    similares: search.similar ? '1' : undefined,
    filtro: search.filters,
    ordenacao: search.sort,
    pagina: search.page,
    quantPag: search.pageSize,
  };
}

export function searchRecords(search: SearchState, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/consulta', { query: apiQuery(search), signal });
}

/** The key leaves out the display mode: it changes how results look, not which. */
const searchKey = (search: SearchState) => searchToQuery({ ...search, display: 'D' });

export function searchRecordsQueryOptions(search: SearchState) {
  return queryOptions({
    queryKey: ['search', searchKey(search)] as const,
    queryFn: ({ signal }) => searchRecords(search, signal),
    // Filters alone list every record they keep (a search guide's choices, docs/search-guides.md).
    enabled: search.rows.length > 0 || search.filters.length > 0,
  });
}

/**
 * While another page, ordering or filter of the same terms loads, the previous results stay on screen
 * (marked busy); new terms start from the loading state, so old results are never shown under them.
 */
export function useSearchRecords(search: SearchState) {
  const key = searchKey(search);
  return useQuery({
    ...searchRecordsQueryOptions(search),
    placeholderData: (previous, previousQuery) => {
      const previousKey = previousQuery?.queryKey[1];
      if (!previousKey) return undefined;
      const terms = (k: string) => new URLSearchParams(k).getAll('termo').join('\u0000');
      return terms(previousKey) === terms(key) ? previous : undefined;
    },
  });
}

/** GET /api/consulta/ordenacao: the orderings with labels in the visitor's language. */
export function useSortOptions(language: string) {
  return useQuery({
    queryKey: ['search', 'ordenacao', language],
    queryFn: ({ signal }) => api.get<SortOption[]>('/consulta/ordenacao', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
