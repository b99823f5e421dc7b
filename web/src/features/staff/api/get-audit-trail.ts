import type { StaffAuditPage, StaffAuditQuery } from '@estante/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/equipe/auditoria: one page of the audit trail, newest first (site administration). */
export function getAuditTrail(query: StaffAuditQuery, signal?: AbortSignal): Promise<StaffAuditPage> {
  return api.get<StaffAuditPage>('/equipe/auditoria', { query: { ...query }, signal });
}

export function auditTrailQueryOptions(query: StaffAuditQuery) {
  return queryOptions({
    queryKey: ['staff', 'audit', query] as const,
    queryFn: ({ signal }) => getAuditTrail(query, signal),
  });
}

/** Another page or filter keeps the rows on screen (marked busy) until the new ones arrive. */
export function useAuditTrail(query: StaffAuditQuery) {
  return useQuery({ ...auditTrailQueryOptions(query), placeholderData: keepPreviousData });
}
