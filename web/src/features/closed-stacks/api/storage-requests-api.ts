import type { StorageRequestItem } from '@estante/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const MINE = ['account', 'storage-requests'] as const;

/** GET /api/armazem/solicitacoes: the signed-in patron's storage requests, newest first. */
export function useMyStorageRequests() {
  return useQuery({
    queryKey: MINE,
    queryFn: ({ signal }) => api.get<StorageRequestItem[]>('/armazem/solicitacoes', { signal }),
    // Read afresh on every visit: a request made on a title page a moment ago, or moved by staff, shows at once.
    refetchOnMount: 'always',
  });
}

/** POST /api/armazem/solicitacoes/{id}/cancelar: only while SOLICITADO (PATRON_CANCELLABLE_STORAGE_STATUSES). */
export function useCancelStorageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<StorageRequestItem>(`/armazem/solicitacoes/${id}/cancelar`),
    // The record's closed-collection tab shows the copy free again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MINE }),
        queryClient.invalidateQueries({ queryKey: ['record'] }),
      ]),
  });
}
