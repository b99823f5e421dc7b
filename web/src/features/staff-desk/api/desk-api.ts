import type {
  DeskCheckInResponse,
  DeskCheckOutResponse,
  DeskHoldShelfResponse,
  DeskPatronSearchResponse,
  DeskPatronSummary,
  DeskPaymentResponse,
  DeskRenewalResponse,
  DeskTransitReceipt,
  DeskTransitsResponse,
  DeskWaiverResponse,
  HoldPickupLibraries,
} from '@estante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { STAFF_SESSION_QUERY_KEY } from '../../staff/index.ts';

/** The desk's calls (docs/staff-desk.md); one query key root, so any desk action refreshes what the desk shows. */
const ROOT = ['staff-desk'] as const;

/** The desk says every refusal itself, next to the field it came from: no toast repeats it. */
const SHOWN_BY_SCREEN = { errorHandled: true };

export const patronSummaryQuery = (personId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'patron', personId],
    queryFn: ({ signal }) => api.get<DeskPatronSummary>(`/circulacao/usuarios/${personId}`, { signal }),
  });

export function usePatronSummary(personId: number | null) {
  return useQuery({ ...patronSummaryQuery(personId ?? 0), enabled: personId !== null });
}

export interface DeskListFilter {
  library: string;
  page: number;
}

const listQuery = (filter: DeskListFilter) => ({
  biblioteca: filter.library || undefined,
  pagina: filter.page,
  itens: 25,
});

/** The lists keep the previous page on screen while the next loads, so the table does not jump. */
export function useHoldShelf(filter: DeskListFilter) {
  return useQuery({
    queryKey: [...ROOT, 'holds-shelf', filter],
    queryFn: ({ signal }) =>
      api.get<DeskHoldShelfResponse>('/circulacao/estante-reservas', { query: listQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransits(filter: DeskListFilter) {
  return useQuery({
    queryKey: [...ROOT, 'transits', filter],
    queryFn: ({ signal }) =>
      api.get<DeskTransitsResponse>('/circulacao/transitos', { query: listQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every library of the network, by name (the list patrons choose a pickup library from). */
export function useLibraries() {
  return useQuery({
    queryKey: [...ROOT, 'libraries'],
    queryFn: ({ signal }) => api.get<HoldPickupLibraries>('/reserva/bibliotecas-retirada', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useDeskMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: SHOWN_BY_SCREEN,
    // The staff menu's counts (holds on the shelf) change with the desk's actions too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROOT }),
        queryClient.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY }),
      ]),
  });
}

export const searchPatrons = (term: string) =>
  api.get<DeskPatronSearchResponse>('/circulacao/usuarios', { query: { termo: term } });

export const useCheckOut = () =>
  useDeskMutation((input: { login: string; barcode: string }) =>
    api.post<DeskCheckOutResponse>('/circulacao/emprestimos', { usuario: input.login, codigo_barras: input.barcode }),
  );

export const useCheckIn = () =>
  useDeskMutation((barcode: string) =>
    api.post<DeskCheckInResponse>('/circulacao/devolucoes', { codigo_barras: barcode }),
  );

export const useReceiveTransit = () =>
  useDeskMutation((barcode: string) =>
    api.post<DeskTransitReceipt>('/circulacao/transitos/recebimento', { codigo_barras: barcode }),
  );

export const useRenewAtDesk = () =>
  useDeskMutation((loanId: number) => api.post<DeskRenewalResponse>(`/circulacao/emprestimos/${loanId}/renovacao`));

export const useReceivePayment = () =>
  useDeskMutation((input: { debtId: number; amount: number }) =>
    api.post<DeskPaymentResponse>(`/circulacao/debitos/${input.debtId}/pagamentos`, { valor: input.amount }),
  );

export const useWaiveDebt = () =>
  useDeskMutation((input: { debtId: number; reason: string; amount?: number }) =>
    api.post<DeskWaiverResponse>(`/circulacao/debitos/${input.debtId}/abonos`, {
      motivo: input.reason,
      valor: input.amount,
    }),
  );

export const useAddSuspension = () =>
  useDeskMutation((input: { login: string; reason: string; until: string | null }) =>
    api.post<{ cod_afastamento: number }>('/circulacao/afastamentos', {
      usuario: input.login,
      motivo: input.reason,
      data_fim: input.until,
    }),
  );

export const useLiftSuspension = () =>
  useDeskMutation((suspensionId: number) =>
    api.delete<{ cod_afastamento: number }>(`/circulacao/afastamentos/${suspensionId}`),
  );
