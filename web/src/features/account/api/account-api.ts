import type {
  Hold,
  HoldInitialInformation,
  HoldPickupLibraries,
  HoldPlaced,
  HoldRequestBody,
  LoanHistoryItem,
  LoanRequest,
  LoanRequestBody,
  LoanRequestInitialInformation,
  LoanTokenResponse,
  PendingDebt,
  PendingTitle,
  RenewalResponse,
  Suspension,
} from '@estante/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The personal area's calls (spec 001 §7.5, §7.8, §7.12, §7.13), one query key root so a change refreshes them. */
const ROOT = ['account'] as const;

export interface DateRange {
  dataIni?: string;
  dataFim?: string;
}

export const pendingTitlesQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'pending-titles'],
    queryFn: () => api.get<PendingTitle[]>('/emprestimo/titulos-pendentes', { query: { showDetails: true } }),
  });

export const loanHistoryQuery = (range: DateRange & { multa?: boolean }) =>
  queryOptions({
    queryKey: [...ROOT, 'loan-history', range],
    queryFn: () =>
      api.get<LoanHistoryItem[]>('/emprestimo/historico', {
        query: { dataIni: range.dataIni, dataFim: range.dataFim, multa: range.multa ? true : undefined },
      }),
  });

export const debtsQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'debts'],
    queryFn: () => api.get<PendingDebt[]>('/emprestimo/debitos-pendentes'),
  });

export const suspensionsQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'suspensions'],
    queryFn: () => api.get<Suspension[]>('/pessoas/afastamentos'),
  });

export const holdsQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'holds'], queryFn: () => api.get<Hold[]>('/reserva') });

export const holdHistoryQuery = (range: DateRange) =>
  queryOptions({
    queryKey: [...ROOT, 'hold-history', range],
    queryFn: () => api.get<Hold[]>('/reserva/historico', { query: { ...range } }),
  });

export const holdOptionsQuery = (recordId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'hold-options', recordId],
    queryFn: () => api.get<HoldInitialInformation>(`/reserva/${recordId}/informacoes-iniciais`),
  });

export const loanRequestOptionsQuery = (recordId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'loan-request-options', recordId],
    queryFn: () => api.get<LoanRequestInitialInformation>(`/solicitacao-emprestimo/${recordId}/informacoes-iniciais`),
  });

export const loanRequestsQuery = (range: DateRange & { status?: string }) =>
  queryOptions({
    queryKey: [...ROOT, 'loan-requests', range],
    queryFn: () => api.get<LoanRequest[]>('/solicitacao-emprestimo', { query: { ...range } }),
  });

export const loanTokenQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'loan-token'], queryFn: () => api.get<LoanTokenResponse>('/emprestimo/token') });

/** Every mutation refreshes the personal area: a renewal changes loans, a cancel changes holds and queues. */
function useAccountMutation<TInput, TResult>(
  call: (input: TInput) => Promise<TResult>,
  /** errorHandled: the screen shows the refusal itself, so no toast repeats it. */
  meta?: { errorHandled: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

const SHOWN_BY_SCREEN = { errorHandled: true };

export const useRenewLoans = () =>
  useAccountMutation((loanIds: number[]) =>
    api.post<RenewalResponse>('/emprestimo/renovacao', { emprestimos: loanIds }),
  );

export const useCancelHolds = () =>
  useAccountMutation((holdIds: number[]) => api.delete<{ canceladas: number }>('/reserva', holdIds), SHOWN_BY_SCREEN);

export const useValidateHold = () =>
  useMutation({
    mutationFn: (body: HoldRequestBody) => api.post<{ posicao_fila: number }>('/reserva/validar-fila', body),
    meta: SHOWN_BY_SCREEN,
  });

/**
 * The answer to the hold just placed on a title (never fetched: the mutation sets it). Kept in the cache rather than
 * in the form, which the refreshed options ("already held") or a re-rendered title page replace.
 */
export const placedHoldQuery = (recordId: number) =>
  queryOptions<HoldPlaced | null>({
    queryKey: ['hold-placed', recordId],
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

export const usePlaceHold = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldRequestBody) => api.post<HoldPlaced>('/reserva', body),
    meta: SHOWN_BY_SCREEN,
    onSuccess: (result, body) => queryClient.setQueryData(placedHoldQuery(body.cod_acervo).queryKey, result),
    // The title page's hold links and queue counts change too (its permissions only: refetching the record itself
    // would remount the page under the answer).
    onSettled: (_result, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROOT }),
        queryClient.invalidateQueries({ queryKey: ['record', body.cod_acervo, 'permissoes'] }),
      ]),
  });
};

/** Libraries a hold can be collected at (ours, docs/circulation.md). */
export const pickupLibrariesQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'pickup-libraries'],
    queryFn: () => api.get<HoldPickupLibraries>('/reserva/bibliotecas-retirada'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Suspend a queued hold until a day, or resume it (until: null). */
export const useSuspendHold = () =>
  useAccountMutation(
    ({ holdId, until }: { holdId: number; until: string | null }) =>
      until === null
        ? api.delete<Hold>(`/reserva/${holdId}/suspensao`)
        : api.put<Hold>(`/reserva/${holdId}/suspensao`, { ate: until }),
    SHOWN_BY_SCREEN,
  );

export const useChangePickupLibrary = () =>
  useAccountMutation(
    ({ holdId, library }: { holdId: number; library: string }) =>
      api.put<Hold>(`/reserva/${holdId}/biblioteca-retirada`, { biblioteca: library }),
    SHOWN_BY_SCREEN,
  );

export const useRequestLoan = () =>
  useAccountMutation(({ recordId, body }: { recordId: number; body: LoanRequestBody }) =>
    api.post<{ cod_solicitacao: number; protocolo: string }>(`/solicitacao-emprestimo/${recordId}`, body),
  );

export const useIssueLoanToken = () => useAccountMutation(() => api.post<LoanTokenResponse>('/emprestimo/token'));
