import { NETWORK_SEGMENT, type NetworkInstitution, type NetworkSearchResponse } from '@estante/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** What the network page keeps in its URL (?termo=&filtro=&pagina=), so a search can be bookmarked. */
export interface NetworkSearch {
  term: string;
  filters: string[];
  page: number;
}

export const NETWORK_PAGE_SIZE = 20;

/** GET /api/rede/consulta (docs/network.md): the catalogue's search parameters over the union catalogue. */
export function useNetworkSearch(search: NetworkSearch) {
  return useQuery({
    queryKey: ['network', 'search', search.term, search.filters, search.page] as const,
    queryFn: ({ signal }) =>
      api.get<NetworkSearchResponse>(`/${NETWORK_SEGMENT}/consulta`, {
        query: { termo: search.term, filtro: search.filters, pagina: search.page, quantPag: NETWORK_PAGE_SIZE },
        signal,
      }),
    enabled: search.term.trim().length > 0,
    // Another page or filter of the same terms keeps the previous results on screen while it loads.
    placeholderData: keepPreviousData,
    // A failing network service answers 500: the warning shows at once, no silent retries.
    retry: false,
  });
}

/** GET /api/rede/oai/instituicoes: the member institutions and their last harvest. */
export function useNetworkInstitutions() {
  return useQuery({
    queryKey: ['network', 'institutions'] as const,
    queryFn: ({ signal }) => api.get<NetworkInstitution[]>(`/${NETWORK_SEGMENT}/oai/instituicoes`, { signal }),
    retry: false,
  });
}
