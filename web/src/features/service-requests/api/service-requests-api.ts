import type { RequestKind } from '@estante/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /solicitacoes/{tipo}: one of the patron's service requests (docs/service-requests.md). */
export interface ServiceRequest {
  cod_solicitacao: number;
  protocolo: string;
  tipo: RequestKind;
  subtipo: string | null;
  situacao: string;
  desc_situacao: string;
  biblioteca: string | null;
  desc_biblioteca: string | null;
  dados: Record<string, string | number | boolean>;
  resposta: string | null;
  data_solicitacao: string;
  data_atualizacao: string;
  data_resposta: string | null;
  data_conclusao: string | null;
}

/** GET /solicitacoes/emprestimo-inter-bibliotecas/dados. */
export interface InterLibraryLoanData {
  bibliotecas_parceiras: { codigo: string; descricao: string }[];
  bibliotecas: { codigo: string; descricao: string }[];
  usuario: { nome: string; login: string | null; email: string | null; telefone: string | null; categoria: string };
}

export type FormBody = Record<string, string | number | boolean>;

export const serviceRequestsQuery = (kind: RequestKind, status: string, language: string) =>
  queryOptions({
    queryKey: ['account', 'service-requests', kind, status, language],
    queryFn: () => api.get<ServiceRequest[]>(`/solicitacoes/${kind}`, { query: { status: status || undefined } }),
  });

export const interLibraryLoanDataQuery = () =>
  queryOptions({
    queryKey: ['account', 'service-requests', 'ill-data'],
    queryFn: () => api.get<InterLibraryLoanData>('/solicitacoes/emprestimo-inter-bibliotecas/dados'),
  });

/** POST to the form's path (comutacao-bibliografica/artigo, levantamento-bibliografico…). */
export function useFileServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: FormBody }) =>
      api.post<{ cod_solicitacao: number; protocolo: string; situacao: string }>(`/solicitacoes/${path}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'service-requests'] }),
  });
}

/** DELETE /solicitacoes/{tipo}/{id}: the patron cancels an open request. */
export function useCancelServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Pick<ServiceRequest, 'tipo' | 'cod_solicitacao'>) =>
      api.delete<{ cod_solicitacao: number; situacao: string }>(
        `/solicitacoes/${request.tipo}/${request.cod_solicitacao}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'service-requests'] }),
  });
}
