import type {
  DsiType,
  HeadingCandidate,
  HeadingItem,
  InterestProfileInfo,
  MatchingTitles,
  SerialCandidate,
  SerialItem,
  WorkTypeItem,
} from '@estante/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Interest profile, selective dissemination (spec 001 §7.10, /perfil-interesse). */
const BASE = '/perfil-interesse';
const ROOT = ['account', 'interest-profile'] as const;

export const interestInfoQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'info'],
    queryFn: () => api.get<InterestProfileInfo>(`${BASE}/areas-interesse/info-auxiliar`),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const headingItemsQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'headings'],
    queryFn: () => api.get<HeadingItem[]>(`${BASE}/area-autor-assunto`),
  });
export const serialItemsQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'serials'], queryFn: () => api.get<SerialItem[]>(`${BASE}/periodicos`) });
export const workTypeItemsQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'work-types'], queryFn: () => api.get<WorkTypeItem[]>(`${BASE}/tipo-obra`) });
export const matchingTitlesQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'titles'], queryFn: () => api.get<MatchingTitles>(`${BASE}/titulos`) });

export function searchHeadings(tipoPesquisa: DsiType, termoPesquisa: string) {
  return api.get<HeadingCandidate[]>(`${BASE}/area-autor-assunto/pesquisa`, { query: { tipoPesquisa, termoPesquisa } });
}

export function searchSerials(termoPesquisa: string, biblioteca: string) {
  return api.get<SerialCandidate[]>(`${BASE}/periodicos/pesquisa`, {
    query: { termoPesquisa, bibliotecas: biblioteca || undefined },
  });
}

/** Every change of the profile may change the lists and the matching titles: refresh them all. */
export function useProfileChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export const profileCalls = {
  addHeadings: (body: { tipoDSI: DsiType; validade: string; itens: { codigo: string; codTipoArea: number }[] }) =>
    api.post<HeadingItem[]>(`${BASE}/area-autor-assunto`, body),
  headingValidity: (item: HeadingItem, validade: string) =>
    api.put<unknown>(`${BASE}/area-autor-assunto/validade`, {
      codigo: item.codigo,
      tipoDSI: item.tipoDSI,
      codTipoArea: item.codTipoArea,
      validade,
    }),
  removeHeading: (item: HeadingItem) =>
    api.delete<unknown>(`${BASE}/area-autor-assunto`, {
      codigo: item.codigo,
      tipoDSI: item.tipoDSI,
      codTipoArea: item.codTipoArea,
    }),
  addSerials: (body: { validade: string; itens: { codigo: string; bibliotecas: string[] }[] }) =>
    api.post<SerialItem[]>(`${BASE}/periodicos`, body),
  serialValidity: (item: SerialItem, validade: string) =>
    api.put<unknown>(`${BASE}/periodicos`, {
      codigo: item.codigo,
      validade,
      fasciculo: item.fasciculo,
      artigo: item.artigo,
      sumario: item.sumario,
      bibliotecas: item.bibliotecas,
    }),
  removeSerial: (item: SerialItem) => api.delete<unknown>(`${BASE}/periodicos`, { codigo: item.codigo }),
  addWorkTypes: (body: { validade: string; itens: { codigo: string; bibliotecas: string[]; idiomas: string[] }[] }) =>
    api.post<WorkTypeItem[]>(`${BASE}/tipo-obra`, body),
  workTypeValidity: (item: WorkTypeItem, validade: string) =>
    api.put<unknown>(`${BASE}/tipo-obra`, {
      codigo: item.codigo,
      validade,
      bibliotecas: item.bibliotecas,
      idiomas: item.idiomas,
    }),
  removeWorkType: (item: WorkTypeItem) => api.delete<unknown>(`${BASE}/tipo-obra`, { codigo: item.codigo }),
};
