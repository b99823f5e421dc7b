import type { MarcRecordJson, SearchResultItem } from '@estante/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Shapes of the browse and authority calls (packages/contracts search.schema.ts, docs/search.md). */
export interface BrowseEntry {
  chave: string;
  descricao: string;
  total: number;
}
export interface BrowsePage {
  tipo: string;
  entradas: BrowseEntry[];
  anterior: string | null;
  proxima: string | null;
}
export interface HeadingRecords {
  total: number;
  data: SearchResultItem[];
}
export interface AuthoritySummary {
  cod_autoridade: number;
  tipo: string;
  cabecalho: string;
  remissivas: string[];
}
export interface AuthorityDetail extends AuthoritySummary {
  etiqueta?: string;
  ver_tambem: string[];
  notas: string[];
  total_acervos: number;
  pesquisa: string;
}

/** GET /api/consulta/opcoes-indice: the indexes with labels in the visitor's language. */
export function useBrowseOptions(language: string) {
  return useQuery({
    queryKey: ['browse', 'options', language],
    queryFn: ({ signal }) => api.get<{ codigo: string; descricao: string }[]>('/consulta/opcoes-indice', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface BrowsePosition {
  tipo: string;
  termo?: string;
  apos?: string;
  antes?: string;
}

/** GET /api/consulta/indice: one page of an index at a prefix, or after/before a heading. */
export function useBrowse(position: BrowsePosition) {
  return useQuery({
    queryKey: ['browse', position],
    queryFn: ({ signal }) => api.get<BrowsePage>('/consulta/indice', { query: { ...position }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/consulta/indice/acervos: the records filed under one heading. */
export function useHeadingRecords(tipo: string, chave: string | undefined, pagina: number) {
  return useQuery({
    queryKey: ['browse', 'records', tipo, chave, pagina],
    queryFn: ({ signal }) =>
      api.get<HeadingRecords>('/consulta/indice/acervos', { query: { tipo, chave, pagina }, signal }),
    enabled: chave !== undefined,
  });
}

/** GET /api/autoridade: authorities by words of a heading or see-from form, by type. */
export function useAuthoritySearch(query: { termo: string; tipo: string; pagina: number }) {
  return useQuery({
    queryKey: ['authority', 'search', query],
    queryFn: ({ signal }) =>
      api.get<{ total: number; data: AuthoritySummary[] }>('/autoridade', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/autoridade/{id}. */
export function useAuthority(id: number) {
  return useQuery({
    queryKey: ['authority', id],
    queryFn: ({ signal }) => api.get<AuthorityDetail>(`/autoridade/${id}`, { signal }),
  });
}

/** GET /api/autoridade/{id}/marc. */
export function useAuthorityMarc(id: number) {
  return useQuery({
    queryKey: ['authority', id, 'marc'],
    queryFn: ({ signal }) => api.get<MarcRecordJson>(`/autoridade/${id}/marc`, { signal }),
  });
}
