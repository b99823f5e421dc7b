import type {
  Alert,
  PasswordRulesResponse,
  PersonalData,
  PersonalDataUpdate,
  PersonOption,
  TokenResponse,
} from '@estante/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { endSession, replaceSession, revokeRefreshToken } from '../../auth/index.ts';
import type { DateRange } from './account-api.ts';

/** Personal data, password change, user swap (spec 001 §7.5) and alerts (§7.13) of the personal area. */
const SELF_SERVICE = '/pessoas/meupergamum';
const ROOT = ['account', 'profile'] as const;

export const personalDataQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'personal-data'],
    queryFn: () => api.get<PersonalData>(`${SELF_SERVICE}/dados-pessoais`),
  });

export function useSavePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalDataUpdate) => api.put<PersonalData>(`${SELF_SERVICE}/dados-pessoais`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(personalDataQuery().queryKey, saved);
      // Saving the personal data renews the registration (GET /pessoas/renovar) and may change the e-mail.
      void queryClient.invalidateQueries({ queryKey: ['account', 'profile', 'renewal'] });
      void queryClient.invalidateQueries({ queryKey: ['account', 'profile', 'email'] });
    },
    // The form shows the refusal beside the field it names.
    meta: { errorHandled: true },
  });
}

export const passwordRulesQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'password-rules'],
    queryFn: () => api.get<PasswordRulesResponse>(`${SELF_SERVICE}/senha`),
  });

/**
 * Changes the password. The server ends every session of the patron, this one included; the caller then
 * closes the local session (`endLocalSession`).
 */
export const changeOwnPassword = (currentPassword: string, newPassword: string) =>
  api.put<unknown>(`${SELF_SERVICE}/senha`, { senhaAtual: currentPassword, senhaNova: newPassword.trim() });

/** Clears the local session whose sign-in the server has already ended (nothing left to revoke). */
export const endLocalSession = () => endSession({ revoke: false });

/** The signed-in person's logins, the user swap's choices. */
export const personLoginsQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'logins'], queryFn: () => api.get<PersonOption[]>('/pessoas/login') });

/** User swap: the new login's tokens replace the session, and the old sign-in is revoked (spec 000 §4). */
export async function swapUser(usuario: string): Promise<void> {
  const { credentials } = authStore.getState();
  const previous = credentials ? credentials.refresh : undefined;
  const tokens = await api.post<TokenResponse>(`${SELF_SERVICE}/troca-usuario`, { usuario: usuario.trim() });
  await replaceSession(tokens);
  if (previous) await revokeRefreshToken(previous);
}

export const alertsQuery = (range: DateRange) =>
  queryOptions({
    queryKey: [...ROOT, 'alerts', range],
    queryFn: () => api.get<Alert[]>('/solicitacoes/alertas', { query: { ...range } }),
  });

function useAlertMutation<TResult>(call: (alertId: number) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'alerts'] }),
  });
}

export const useMarkAlertRead = () => useAlertMutation((alertId) => api.put<Alert>(`/solicitacoes/alertas/${alertId}`));
export const useRemoveAlert = () => useAlertMutation((alertId) => api.delete<null>(`/solicitacoes/alertas/${alertId}`));
