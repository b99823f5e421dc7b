import type { NewAcquisitions } from '@estante/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface NewAcquisitionsChoice {
  /** NA_C by course, NA_A by area; none for every new title. */
  letter?: 'NA_C' | 'NA_A';
  code?: string;
  size: number;
}

/** GET /api/consulta/novas-aquisicoes: the newest titles, of one course or area, with the counts of each. */
export function useNewAcquisitions(choice: NewAcquisitionsChoice) {
  return useQuery({
    queryKey: ['search', 'novas-aquisicoes', choice.letter ?? '', choice.code ?? '', choice.size],
    queryFn: ({ signal }) =>
      api.get<NewAcquisitions>('/consulta/novas-aquisicoes', {
        query: { tipo: choice.letter, codigo: choice.code, quantPag: choice.size },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
