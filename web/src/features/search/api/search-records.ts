import type { SearchResponse } from '@estante/contracts';
import { SEARCH_DEFAULTS } from '@estante/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface SearchRecordsInput {
  term: string;
  page: number;
  pageSize?: number;
}

/** GET /api/consulta?termo=&pagina=&quantPag= (spec 001 §7.2). Facets, fields and sorting come later. */
export function searchRecords(
  { term, page, pageSize = SEARCH_DEFAULTS.pageSize }: SearchRecordsInput,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return api.get<SearchResponse>('/consulta', { query: { termo: term, pagina: page, quantPag: pageSize }, signal });
}

export function searchRecordsQueryOptions(input: SearchRecordsInput) {
  const normalised = { term: input.term, page: input.page, pageSize: input.pageSize ?? SEARCH_DEFAULTS.pageSize };
  return queryOptions({
    queryKey: ['search', normalised] as const,
    queryFn: ({ signal }) => searchRecords(normalised, signal),
    enabled: normalised.term !== '',
  });
}

/**
 * While another page of the same search loads, the previous page stays on screen (marked busy);
 * a new search term starts from the loading state, so that old results are never shown under it.
 */
export function useSearchRecords(input: SearchRecordsInput) {
  return useQuery({
    ...searchRecordsQueryOptions(input),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1].term === input.term ? previous : undefined,
  });
}
