import type { HoldPickupLibraries } from '@estante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryValue } from '../../../lib/api-client.ts';
import { STAFF_SESSION_QUERY_KEY } from '../../staff/index.ts';

/** The staff queues' calls (docs/staff-queues.md); one key root, so any action refreshes every queue. */
const ROOT = ['staff-queues'] as const;

/** Dialogs say their refusals themselves, next to the form: no toast repeats them. */
export const SHOWN_BY_SCREEN = { errorHandled: true };

export const PAGE_SIZE = 20;

/** A queue's page: the total under the filters, the page's items and each status' count. */
export interface QueuePage<Item> {
  total: number;
  itens: Item[];
  contagens?: Record<string, number>;
}

export interface QueueFilter {
  biblioteca?: string;
  situacao?: string;
  pagina: number;
  [key: string]: QueryValue;
}

/** The previous page stays on screen while the next loads, so the table does not jump. */
function useQueue<Item>(name: string, path: string, filter: QueueFilter) {
  return useQuery({
    queryKey: [...ROOT, name, filter],
    queryFn: ({ signal }) => api.get<QueuePage<Item>>(path, { query: { ...filter, itens: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
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

/** A mutation that refreshes the queues and the staff menu's counts when it settles. */
function useQueueMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>, meta = SHOWN_BY_SCREEN) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROOT }),
        queryClient.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY }),
      ]),
  });
}

// --- Comments (moderation) -------------------------------------------------------------------------------------

export interface StaffComment {
  cod_comentario: number;
  cod_acervo: number;
  titulo: string;
  nome: string;
  comentario: string;
  situacao: 'PENDENTE' | 'APROVADO' | 'REPROVADO';
  data: string;
  data_avaliacao: string | null;
}

export interface GeneralComment {
  cod_comentario: number;
  biblioteca: string;
  desc_biblioteca: string;
  nome: string | null;
  email: string | null;
  comentario: string;
  data: string;
}

export const COMMENT_STATUSES = ['PENDENTE', 'APROVADO', 'REPROVADO'] as const;

export const useCommentQueue = (filter: QueueFilter) =>
  useQueue<StaffComment>('comments', '/equipe/filas/comentarios', filter);

export const useGeneralComments = (filter: QueueFilter) =>
  useQueue<GeneralComment>('general-comments', '/equipe/filas/comentarios-gerais', filter);

export const useReviewComment = () =>
  useQueueMutation((input: { id: number; approve: boolean }) =>
    api.post<{ cod_comentario: number; aprovado: boolean }>(`/circulacao/comentarios/${input.id}/avaliacao`, {
      aprovado: input.approve,
    }),
  );

// --- Purchase suggestions and orders (acquisitions) ------------------------------------------------------------

export interface StaffSuggestion {
  cod_sugestao: number;
  titulo: string;
  autor: string | null;
  edicao: string | null;
  editor: string;
  isbn_issn: string | null;
  periodico: string | null;
  outras_inf: string | null;
  biblioteca: string;
  desc_biblioteca: string;
  nome: string | null;
  situacao: string;
  desc_situacao: string;
  nota: string | null;
  cod_pedido: number | null;
  situacao_pedido: string | null;
  data: string;
  data_situacao: string;
}

export interface SuggestionStatus {
  codigo: string;
  descricao: string;
}

/** The fourteen statuses of spec 000 §3, in the caller's language (public call of the patron's screen too). */
export const suggestionStatusesQuery = (language: string) =>
  queryOptions({
    queryKey: [...ROOT, 'suggestion-statuses', language],
    queryFn: ({ signal }) => api.get<SuggestionStatus[]>('/aquisicao/sugestoes/situacao', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSuggestionQueue = (filter: QueueFilter) =>
  useQueue<StaffSuggestion>('suggestions', '/equipe/filas/sugestoes', filter);

export const useChangeSuggestion = () =>
  useQueueMutation((input: { id: number; status: string; note: string }) =>
    api.post<{ cod_sugestao: number; situacao: string; nota: string | null }>(
      `/circulacao/sugestoes/${input.id}/situacao`,
      { situacao: input.status, nota: input.note || null },
    ),
  );

export const ORDER_STATUSES = ['aberto', 'enviado', 'recebido', 'cancelado'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface PurchaseOrder {
  cod_pedido: number;
  fornecedor: string;
  biblioteca: string;
  desc_biblioteca: string;
  situacao: OrderStatus;
  quantidade_itens: number;
  total_entregue: number;
  valor_total: number;
  data_cotacao: string | null;
  previsao_entrega: string | null;
  observacoes: string | null;
  data_criacao: string;
  data_envio: string | null;
  data_conclusao: string | null;
}

export interface PurchaseOrderItem {
  cod_item: number;
  cod_sugestao: number | null;
  titulo: string;
  autor: string | null;
  editor: string | null;
  isbn_issn: string | null;
  titulo_estrangeiro: boolean;
  solicitante: string | null;
  quantidade: number;
  preco_unitario: number;
  quantidade_recebida: number;
}

export type PurchaseOrderDetail = PurchaseOrder & { itens: PurchaseOrderItem[] };

const ORDERS = '/equipe/aquisicao/pedidos';

export const useOrderQueue = (filter: QueueFilter) => useQueue<PurchaseOrder>('orders', ORDERS, filter);

/** The open orders of one library, the ones a suggestion may go into. */
export function useOpenOrders(library: string | undefined) {
  return useQuery({
    queryKey: [...ROOT, 'open-orders', library],
    queryFn: ({ signal }) =>
      api.get<QueuePage<PurchaseOrder>>(ORDERS, {
        query: { biblioteca: library, situacao: 'aberto', itens: 100 },
        signal,
      }),
    enabled: library !== undefined,
  });
}

export function useOrder(orderId: number) {
  return useQuery({
    queryKey: [...ROOT, 'order', orderId],
    queryFn: ({ signal }) => api.get<PurchaseOrderDetail>(`${ORDERS}/${orderId}`, { signal }),
  });
}

export interface NewOrder {
  biblioteca: string;
  fornecedor: string;
  previsao_entrega?: string | null;
  data_cotacao?: string | null;
  observacoes?: string | null;
}

export const useCreateOrder = () => useQueueMutation((order: NewOrder) => api.post<PurchaseOrderDetail>(ORDERS, order));

export const useUpdateOrder = () =>
  useQueueMutation((input: { id: number; fields: Omit<NewOrder, 'biblioteca'> }) =>
    api.put<PurchaseOrderDetail>(`${ORDERS}/${input.id}`, input.fields),
  );

export interface NewOrderItem {
  cod_sugestao?: number;
  titulo?: string;
  autor?: string | null;
  editor?: string | null;
  isbn_issn?: string | null;
  titulo_estrangeiro?: boolean;
  quantidade: number;
  preco_unitario: number;
}

export const useAddOrderItem = () =>
  useQueueMutation((input: { orderId: number; item: NewOrderItem }) =>
    api.post<PurchaseOrderDetail>(`${ORDERS}/${input.orderId}/itens`, input.item),
  );

/** Opens an order and puts a suggestion in it, in that order (two calls: the order exists even if the item fails). */
export const useOrderSuggestion = () =>
  useQueueMutation(async (input: { orderId: number | null; newOrder?: NewOrder; item: NewOrderItem }) => {
    const orderId = input.orderId ?? (await api.post<PurchaseOrderDetail>(ORDERS, input.newOrder)).cod_pedido;
    return api.post<PurchaseOrderDetail>(`${ORDERS}/${orderId}/itens`, input.item);
  });

export const useRemoveOrderItem = () =>
  useQueueMutation((input: { orderId: number; itemId: number }) =>
    api.delete<PurchaseOrderDetail>(`${ORDERS}/${input.orderId}/itens/${input.itemId}`),
  );

export const useMoveOrder = () =>
  useQueueMutation(
    (input: { id: number; status: OrderStatus; received?: { cod_item: number; quantidade: number }[] }) =>
      api.post<PurchaseOrderDetail>(`${ORDERS}/${input.id}/situacao`, {
        situacao: input.status,
        recebidos: input.received,
      }),
  );

// --- Service requests and closed-stack loan requests (circulation desk) ----------------------------------------

export interface QueuedServiceRequest {
  cod_solicitacao: number;
  protocolo: string;
  tipo: string;
  subtipo: string | null;
  situacao: ServiceRequestStatus;
  desc_situacao: string;
  biblioteca: string | null;
  desc_biblioteca: string | null;
  dados: Record<string, string | number | boolean>;
  resposta: string | null;
  data_solicitacao: string;
  data_atualizacao: string;
  data_resposta: string | null;
  data_conclusao: string | null;
  nome: string;
  email: string | null;
}

export const SERVICE_REQUEST_STATUSES = ['aberta', 'em_andamento', 'atendida', 'finalizada', 'cancelada'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const useServiceRequestQueue = (filter: QueueFilter) =>
  useQueue<QueuedServiceRequest>('service-requests', '/equipe/filas/solicitacoes', filter);

export const useMoveServiceRequest = () =>
  useQueueMutation((input: { id: number; status: ServiceRequestStatus; reply: string }) =>
    api.post<{ cod_solicitacao: number; situacao: string }>(`/circulacao/solicitacoes/${input.id}/situacao`, {
      situacao: input.status,
      resposta: input.reply || null,
    }),
  );

export interface QueuedLoanRequest {
  cod_solicitacao: number;
  protocolo: string;
  cod_acervo: number;
  titulo: string;
  nome: string;
  telefone: string;
  email: string;
  biblioteca_origem: string;
  desc_biblioteca_origem: string;
  biblioteca_recebimento: string;
  desc_biblioteca_recebimento: string;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string | null;
  local_recebimento: string | null;
  pessoa_autorizada: string | null;
  entrega_domicilio: boolean;
  endereco_entrega: string | null;
  situacao: LoanRequestStatus;
  data_solicitacao: string;
  data_conclusao: string | null;
}

export const LOAN_REQUEST_STATUSES = ['AGUARDANDO', 'EM_TRANSITO', 'DISPONIVEL', 'FINALIZADA', 'CANCELADA'] as const;
export type LoanRequestStatus = (typeof LOAN_REQUEST_STATUSES)[number];

export const useLoanRequestQueue = (filter: QueueFilter) =>
  useQueue<QueuedLoanRequest>('loan-requests', '/equipe/filas/solicitacoes-emprestimo', filter);

export const useMoveLoanRequest = () =>
  useQueueMutation((input: { id: number; status: LoanRequestStatus }) =>
    api.post<{ cod_solicitacao: number; situacao: string }>(
      `/circulacao/solicitacoes-emprestimo/${input.id}/situacao`,
      {
        situacao: input.status,
      },
    ),
  );

export interface IssuedDeclaration {
  codigo_verificacao: string;
  nome: string;
  biblioteca: string | null;
  desc_biblioteca: string | null;
  data: string;
}

export const useDeclarations = (filter: QueueFilter) =>
  useQueue<IssuedDeclaration>('declarations', '/equipe/filas/declaracoes', filter);

// --- Privacy requests (site administration) --------------------------------------------------------------------

export const PRIVACY_STATUSES = ['pendente', 'concluido', 'recusado'] as const;
export type PrivacyStatus = (typeof PRIVACY_STATUSES)[number];

export interface PrivacyRequest {
  cod_pedido: number;
  nome: string;
  login: string | null;
  email: string | null;
  motivo: string | null;
  situacao: PrivacyStatus;
  resposta: string | null;
  atendido_por: string | null;
  data: string;
  data_conclusao: string | null;
}

export const usePrivacyQueue = (filter: QueueFilter) =>
  useQueue<PrivacyRequest>('privacy', '/equipe/filas/privacidade', filter);

export const useClosePrivacyRequest = () =>
  useQueueMutation((input: { id: number; status: 'concluido' | 'recusado'; reply: string }) =>
    api.post<{ cod_pedido: number; situacao: string }>(`/equipe/filas/privacidade/${input.id}/situacao`, {
      situacao: input.status,
      resposta: input.reply || null,
    }),
  );
