import type {
  DublinCoreView,
  RecordCopies,
  RecordLink,
  RecordPermissions,
  RecordReference,
  StatisticsYear,
  StatisticsYears,
  SummaryData,
  WarehouseData,
} from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The sub-resources of a title (spec 001 §7.3) and what each answers. */
interface SectionAnswers {
  referencia: RecordReference;
  exemplares: RecordCopies;
  'dublin-core': DublinCoreView;
  links: RecordLink[];
  permissoes: RecordPermissions;
  'dados-estatisticos/anos': StatisticsYears;
  'dados-armazem': WarehouseData;
}

export type RecordSectionPath = keyof SectionAnswers;

export function recordSectionQueryOptions<P extends RecordSectionPath>(recordId: number, path: P) {
  return queryOptions({
    queryKey: ['record', recordId, path],
    queryFn: ({ signal }) => api.get<SectionAnswers[P]>(`/acervo/${recordId}/${path}`, { signal }),
  });
}

/** GET /api/acervo/{id}/{path}. */
export function useRecordSection<P extends RecordSectionPath>(recordId: number, path: P) {
  return useQuery(recordSectionQueryOptions(recordId, path));
}

/** GET /api/acervo/{id}/dados-estatisticos/dados/{ano}: loans and holds per month. */
export function useStatisticsYear(recordId: number, year: number | undefined) {
  return useQuery({
    queryKey: ['record', recordId, 'dados-estatisticos', year],
    queryFn: ({ signal }) =>
      api.get<StatisticsYear>(`/acervo/${recordId}/dados-estatisticos/dados/${year}`, { signal }),
    enabled: year !== undefined,
  });
}

/** GET /api/sumario/{id}/dados: contents (505) and summary (520). */
export function useSummary(recordId: number) {
  return useQuery({
    queryKey: ['record', recordId, 'sumario'],
    queryFn: ({ signal }) => api.get<SummaryData>(`/sumario/${recordId}/dados`, { signal }),
  });
}
