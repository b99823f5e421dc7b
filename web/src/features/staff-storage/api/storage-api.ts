import type {
  ClosedStackRule,
  ClosedStackRuleView,
  HoldPickupLibraries,
  StorageQueuePage,
  StorageRequestItem,
  StorageRequestMove,
  StorageRequestStatusCode,
} from '@estante/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const ROOT = ['staff', 'storage'] as const;
export const PAGE_SIZE = 20;

export interface QueueFilter {
  biblioteca: string;
  /** '' = the open requests (requested, fetching, ready). */
  situacao: StorageRequestStatusCode | '';
  pagina: number;
}

/** GET /api/equipe/armazem/solicitacoes: the storage queue, oldest first. */
export function useStorageQueue(filter: QueueFilter) {
  return useQuery({
    queryKey: [...ROOT, 'queue', filter],
    queryFn: ({ signal }) =>
      api.get<StorageQueuePage>('/equipe/armazem/solicitacoes', { query: { ...filter, itens: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/equipe/armazem/solicitacoes/{id}/situacao. */
export function useMoveStorageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, situacao }: { id: number } & StorageRequestMove) =>
      api.post<StorageRequestItem>(`/equipe/armazem/solicitacoes/${id}/situacao`, { situacao }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

/** Every library of the network, by name. */
export function useLibraries() {
  return useQuery({
    queryKey: [...ROOT, 'libraries'],
    queryFn: ({ signal }) => api.get<HoldPickupLibraries>('/reserva/bibliotecas-retirada', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/equipe/armazem/locais: the closed locations and collections. */
export function useClosedStacks() {
  return useQuery({
    queryKey: [...ROOT, 'rules'],
    queryFn: ({ signal }) => api.get<ClosedStackRuleView[]>('/equipe/armazem/locais', { signal }),
  });
}

export function useCloseStack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ClosedStackRule) => api.post<ClosedStackRuleView[]>('/equipe/armazem/locais', rule),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'rules'] }),
  });
}

export function useReopenStack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ClosedStackRule) =>
      api.delete<ClosedStackRuleView[]>(
        `/equipe/armazem/locais/${encodeURIComponent(rule.cod_biblioteca)}/${rule.tipo}/${encodeURIComponent(rule.codigo)}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'rules'] }),
  });
}
