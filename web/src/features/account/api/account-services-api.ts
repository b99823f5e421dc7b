import type {
  ElectronicDatabase,
  PermanentBasketQuery,
  PermanentBasketTitle,
  TeachingPlanOptions,
  TeachingPlanQuery,
  TeachingPlanTitle,
} from '@estante/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Personal-area services on catalogue data (spec 001 §7.3): teaching plan, permanent basket, databases. */
const SELF_SERVICE = '/acervo/meupergamum';
const ROOT = ['account', 'services'] as const;

export const teachingPlanOptionsQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'teaching-plan-options'],
    queryFn: () => api.get<TeachingPlanOptions>(`${SELF_SERVICE}/plano-ensino/disciplinas-bibliotecas`),
  });

export const teachingBibliographyQuery = (filter: TeachingPlanQuery) =>
  queryOptions({
    queryKey: [...ROOT, 'teaching-plan', filter],
    queryFn: () => api.get<TeachingPlanTitle[]>(`${SELF_SERVICE}/plano-ensino/bibliografia`, { query: { ...filter } }),
  });

const PERMANENT_BASKET_KEY = [...ROOT, 'permanent-basket'] as const;

export const permanentBasketQuery = (filter: PermanentBasketQuery) =>
  queryOptions({
    queryKey: [...PERMANENT_BASKET_KEY, filter],
    queryFn: () => api.get<PermanentBasketTitle[]>('/acervo/cesta-permanente/colecao', { query: { ...filter } }),
  });

/** Saves titles to the permanent basket; those already there keep the date they were first saved. */
export function useSaveToPermanentBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordIds: number[]) =>
      api.post<{ adicionados: number }>('/acervo/cesta-permanente', { acervos: recordIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMANENT_BASKET_KEY }),
  });
}

export function useRemoveFromPermanentBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => api.put<unknown>('/acervo/cesta-permanente', { acervo: recordId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMANENT_BASKET_KEY }),
  });
}

export const electronicDatabasesQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'databases'],
    queryFn: () => api.get<ElectronicDatabase[]>(`${SELF_SERVICE}/bases-dados`),
  });
