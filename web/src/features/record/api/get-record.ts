import type { RecordDetail } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/acervo/{id}: the title's bibliographic description (spec 001 §7.3). */
export function getRecord(recordId: number, signal?: AbortSignal): Promise<RecordDetail> {
  return api.get<RecordDetail>(`/acervo/${recordId}`, { signal });
}

export function recordQueryOptions(recordId: number) {
  return queryOptions({
    queryKey: ['record', recordId],
    queryFn: ({ signal }) => getRecord(recordId, signal),
  });
}

export function useRecord(recordId: number) {
  return useQuery(recordQueryOptions(recordId));
}
