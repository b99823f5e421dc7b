import type {
  PrivacyOverviewResponse,
  PrivacyRetentionResponse,
  ReadingHistoryConsentRequest,
  ReadingHistoryConsentResponse,
} from '@estante/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client.ts';

/** The patron's privacy calls (docs/privacy.md). */

export interface OwnDeletionRequest {
  cod_pedido: number;
  motivo: string | null;
  situacao: 'pendente' | 'concluido' | 'recusado';
  resposta: string | null;
  data: string;
  data_conclusao: string | null;
}

const overviewQuery = queryOptions({
  queryKey: ['privacy', 'overview'] as const,
  queryFn: ({ signal }) => api.get<PrivacyOverviewResponse>('/pessoas/privacidade', { signal }),
});

const deletionRequestsQuery = queryOptions({
  queryKey: ['privacy', 'deletion-requests'] as const,
  queryFn: ({ signal }) => api.get<OwnDeletionRequest[]>('/pessoas/privacidade/exclusao', { signal }),
});

/** The library's retention periods (public): what the privacy page and the loan history state. */
const retentionQuery = queryOptions({
  queryKey: ['privacy', 'retention'] as const,
  queryFn: ({ signal }) => api.get<PrivacyRetentionResponse>('/parametros/privacidade', { signal }),
  // A library changes them rarely; a page shows the same numbers while it is open.
  staleTime: 10 * 60_000,
});

export const usePrivacyOverview = () => useQuery(overviewQuery);
/** `enabled` false: the caller has the periods already (the patron's overview holds them). */
export const usePrivacyRetention = (enabled = true) => useQuery({ ...retentionQuery, enabled });
export const useOwnDeletionRequests = () => useQuery(deletionRequestsQuery);

export function useReadingHistoryConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadingHistoryConsentRequest) =>
      api.put<ReadingHistoryConsentResponse>('/pessoas/privacidade/historico-leitura', body),
    // Revoking erases loans from the history: every screen that lists them reads again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (motivo: string) =>
      api.post<{ cod_pedido: number; situacao: string; data: string }>('/pessoas/privacidade/exclusao', {
        motivo: motivo.trim() || null,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['privacy'] }),
  });
}

/** Every datum as a JSON file, saved by the browser under the server's file name. */
export async function downloadPersonalData(): Promise<void> {
  const file = await apiDownload('/pessoas/privacidade/exportacao');
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? 'dados-pessoais.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
