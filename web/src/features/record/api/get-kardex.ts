import type { KardexData, KardexItem, KardexOptions } from '@estante/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '../../../lib/api-client.ts';

export interface KardexFilter {
  codBib?: string;
  codPeriod?: string;
  year?: number;
}

/** GET /api/kardex/{id}/combobox-data: the libraries, periodicities and years the kardex can be filtered by. */
export function useKardexOptions(recordId: number) {
  return useQuery({
    queryKey: ['record', recordId, 'kardex-options'],
    queryFn: ({ signal }) => api.get<KardexOptions>(`/kardex/${recordId}/combobox-data`, { signal }),
  });
}

/** GET /api/kardex/{id}/data: each holdings record's year-by-issue grid, filtered. */
export function useKardexData(recordId: number, filter: KardexFilter) {
  const query: Record<string, QueryValue> = { codBib: filter.codBib, codPeriod: filter.codPeriod, year: filter.year };
  return useQuery({
    queryKey: ['record', recordId, 'kardex', filter.codBib ?? '', filter.codPeriod ?? '', filter.year ?? 0],
    queryFn: ({ signal }) => api.get<KardexData>(`/kardex/${recordId}/data`, { query, signal }),
    // The grid stays on screen while another filter loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/kardex/{id}/item: one issue with the sections and articles of its table of contents. */
export function useKardexItem(recordId: number, issue: { codPar: string; seqPar: string } | undefined) {
  return useQuery({
    queryKey: ['record', recordId, 'kardex-item', issue?.codPar ?? '', issue?.seqPar ?? ''],
    queryFn: ({ signal }) =>
      api.get<KardexItem>(`/kardex/${recordId}/item`, {
        query: { codPar: issue!.codPar, seqPar: issue!.seqPar },
        signal,
      }),
    enabled: issue !== undefined,
  });
}
