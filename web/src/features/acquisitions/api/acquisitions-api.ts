import type {
  AcquisitionStatistics,
  LibraryUnitResponse,
  PatronPurchaseOrder,
  RecordDetail,
  RecordLibrary,
  RecordTotals,
  SearchResponse,
} from '@estante/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client.ts';

const ROOT = 'acquisitions';

/** A period: both days or neither (spec 000 §6). */
export interface Period {
  dataIni?: string;
  dataFim?: string;
}

/** GET /aquisicao/pedidos: the purchase orders holding the patron's suggestions (docs/acquisitions.md). */
export const patronOrdersQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'orders'],
    queryFn: ({ signal }) => api.get<PatronPurchaseOrder[]>('/aquisicao/pedidos', { signal }),
  });

export interface StatisticsFilter extends Period {
  biblioteca?: string;
}

/** GET /aquisicao/estatisticas: titles and copies acquired, by kind, library and month. */
export function useAcquisitionStatistics(filter: StatisticsFilter) {
  return useQuery({
    queryKey: [ROOT, 'statistics', filter],
    queryFn: ({ signal }) =>
      api.get<AcquisitionStatistics>('/aquisicao/estatisticas', {
        signal,
        query: { biblioteca: filter.biblioteca || undefined, dataIni: filter.dataIni, dataFim: filter.dataFim },
      }),
  });
}

/** The same statistics as a CSV file, asked for with the patron's token. */
export function downloadStatisticsCsv(filter: StatisticsFilter) {
  return apiDownload('/aquisicao/estatisticas', {
    query: {
      biblioteca: filter.biblioteca || undefined,
      dataIni: filter.dataIni,
      dataFim: filter.dataFim,
      formato: 'csv',
    },
  });
}

/** GET /unidade-informacao: every library, for the library filter. */
export function useAllLibraries() {
  return useQuery({
    queryKey: [ROOT, 'libraries'],
    queryFn: ({ signal }) => api.get<LibraryUnitResponse[]>('/unidade-informacao', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /consulta?tipo=titulo: titles to choose from, by words of their title. */
export function useTitleSearch(term: string) {
  return useQuery({
    queryKey: [ROOT, 'title-search', term],
    queryFn: ({ signal }) =>
      api.get<SearchResponse>('/consulta', { signal, query: { termo: term, tipo: 'titulo', quantPag: 10 } }),
    enabled: term.trim().length > 0,
  });
}

/** GET /acervo/{id}: the title's name, when the screen opens with a title chosen by a link. */
export function useTitleName(recordId: number | undefined, known: string) {
  return useQuery({
    queryKey: [ROOT, 'title', recordId],
    queryFn: ({ signal }) => api.get<RecordDetail>(`/acervo/${recordId}`, { signal }),
    enabled: recordId !== undefined && !known,
    select: (record) => record.titulo,
  });
}

/** GET /acervo/{id}/bibliotecas: the libraries holding a title, with total and available copies. */
export function useTitleLibraries(recordId: number | undefined) {
  return useQuery({
    queryKey: [ROOT, 'title-libraries', recordId],
    queryFn: ({ signal }) => api.get<RecordLibrary[]>(`/acervo/${recordId}/bibliotecas`, { signal }),
    enabled: recordId !== undefined,
  });
}

/**
 * GET /acervo/{id}/totais: the title's totals for the period, of the whole catalogue and of each library asked for
 * (one call each: the call answers one library at a time).
 */
export function useTitleTotals(recordId: number | undefined, period: Period, libraryCodes: readonly string[]) {
  const totals = (biblioteca: string | undefined) =>
    queryOptions({
      queryKey: [ROOT, 'title-totals', recordId, period, biblioteca ?? null],
      queryFn: ({ signal }) =>
        api.get<RecordTotals>(`/acervo/${recordId}/totais`, {
          signal,
          query: { dataIni: period.dataIni, dataFim: period.dataFim, biblioteca },
        }),
      enabled: recordId !== undefined,
    });
  return useQueries({ queries: [totals(undefined), ...libraryCodes.map((code) => totals(code))] });
}
