import type { MarcRecordJson } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/acervo/{id}/marc: the MARC 21 record as plain data `{ leader, fields }`. */
export function getRecordMarc(recordId: number, signal?: AbortSignal): Promise<MarcRecordJson> {
  return api.get<MarcRecordJson>(`/acervo/${recordId}/marc`, { signal });
}

export function recordMarcQueryOptions(recordId: number) {
  return queryOptions({
    queryKey: ['record', recordId, 'marc'],
    queryFn: ({ signal }) => getRecordMarc(recordId, signal),
  });
}

export function useRecordMarc(recordId: number) {
  return useQuery(recordMarcQueryOptions(recordId));
}
