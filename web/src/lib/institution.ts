import type { InstitutionResponse } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** GET /api/parametros/instituicao: name, acronym and settings of the institution running the catalogue. */
export function getInstitution(signal?: AbortSignal): Promise<InstitutionResponse> {
  return api.get<InstitutionResponse>('/parametros/instituicao', { signal });
}

export function institutionQueryOptions() {
  return queryOptions({
    queryKey: ['institution'],
    queryFn: ({ signal }) => getInstitution(signal),
    // Settings change rarely; a page reload (e.g. a language switch) fetches them again.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInstitution() {
  return useQuery(institutionQueryOptions());
}
