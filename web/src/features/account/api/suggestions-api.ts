import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DateRange } from './account-api.ts';

/** GET /aquisicao/sugestoes/situacao (spec 001 §7.4): codes with a description in the caller's language. */
export interface SuggestionStatus {
  codigo: string;
  descricao: string;
}

/** GET /aquisicao/sugestoes: one of the patron's purchase suggestions. */
export interface PatronSuggestion {
  cod_sugestao: number;
  titulo: string;
  autor: string | null;
  edicao: string | null;
  editor: string;
  isbn_issn: string | null;
  biblioteca: string;
  desc_biblioteca: string;
  situacao: string;
  desc_situacao: string;
  data: string;
  data_situacao: string;
  /** The library's note with the last status change (an Estante addition to the spec), or null. */
  nota: string | null;
}

export const suggestionStatusesQuery = (language: string) =>
  queryOptions({
    queryKey: ['account', 'suggestion-statuses', language],
    queryFn: () => api.get<SuggestionStatus[]>('/aquisicao/sugestoes/situacao'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const suggestionsQuery = (filter: DateRange & { situacao?: string }, language: string) =>
  queryOptions({
    queryKey: ['account', 'suggestions', filter, language],
    queryFn: () =>
      api.get<PatronSuggestion[]>('/aquisicao/sugestoes', {
        query: { dataIni: filter.dataIni, dataFim: filter.dataFim, situacao: filter.situacao || undefined },
      }),
  });
