import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Patron notices of spec 001 §7.5: the registration-renewal reminder and the signed-in person's e-mail. */

export interface RegistrationRenewal {
  renovar: boolean;
  ultimaAtualizacao: string;
  renovarAte: string;
}

/** Under the profile's key, so saving the personal data (which renews the registration) refreshes it too. */
export const renewalQuery = () =>
  queryOptions({
    queryKey: ['account', 'profile', 'renewal'] as const,
    queryFn: ({ signal }) => api.get<RegistrationRenewal>('/pessoas/renovar', { signal }),
    staleTime: 10 * 60_000,
  });

export const useRegistrationRenewal = (enabled: boolean) => useQuery({ ...renewalQuery(), enabled });

/** GET /pessoas/email-pessoa-logada: the address forms that send something to the patron start with. */
export function useSignedInEmail() {
  return useQuery({
    queryKey: ['account', 'profile', 'email'] as const,
    queryFn: ({ signal }) =>
      api.get<{ email: string | null; recebeEmail: boolean }>('/pessoas/email-pessoa-logada', { signal }),
    staleTime: 10 * 60_000,
  });
}
