import type {
  AccessReport,
  AcquisitionsReport,
  CirculationReport,
  LibraryUnitResponse,
  OverdueReport,
  StaffReportKind,
  WaitingHoldsReport,
} from '@estante/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client.ts';
import type { ReportFilters } from '../utils/report-filters.ts';

/** The answer of each report (GET /api/equipe/relatorios/<kind>, docs/staff-reports.md). */
export interface ReportAnswers {
  circulacao: CirculationReport;
  'reservas-em-espera': WaitingHoldsReport;
  atrasos: OverdueReport;
  acessos: AccessReport;
  aquisicoes: AcquisitionsReport;
}

const reportPath = (kind: StaffReportKind) => `/equipe/relatorios/${kind}`;

/** The filters as the API's query parameters; empty ones are left out by the client. */
function reportQuery(filters: ReportFilters) {
  return {
    biblioteca: filters.library,
    de: filters.from,
    ate: filters.to,
    agrupar: filters.groupBy,
    pagina: filters.page,
    itens: filters.pageSize,
  };
}

export function reportQueryOptions<K extends StaffReportKind>(kind: K, filters: ReportFilters) {
  return queryOptions({
    queryKey: ['staff-reports', kind, reportQuery(filters)] as const,
    queryFn: ({ signal }) => api.get<ReportAnswers[K]>(reportPath(kind), { query: reportQuery(filters), signal }),
  });
}

/**
 * One report. While other filters or another page load, the previous figures stay on screen (marked busy), so
 * the table and chart do not jump to a spinner and back at each step.
 */
export function useReport<K extends StaffReportKind>(kind: K, filters: ReportFilters) {
  return useQuery({ ...reportQueryOptions(kind, filters), placeholderData: keepPreviousData });
}

/** The same report as a CSV file (every row, no paging), with the file name the server gives. */
export async function downloadReportCsv(kind: StaffReportKind, filters: ReportFilters, table?: 'pedidos') {
  const { page: _page, pageSize: _pageSize, ...unpaged } = filters;
  return apiDownload(reportPath(kind), { query: { ...reportQuery(unpaged), formato: 'csv', tabela: table } });
}

/** GET /api/unidade-informacao: every library, for the library filter. */
export function useLibraryOptions() {
  return useQuery({
    queryKey: ['staff-reports', 'libraries'],
    queryFn: ({ signal }) => api.get<LibraryUnitResponse[]>('/unidade-informacao', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
