import type { TokenResponse } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Is SAML sign-in on? ("Continuar para login institucional", spec 000 §2.) */
export const useSamlStatus = () =>
  useQuery(
    queryOptions({
      queryKey: ['auth', 'saml'],
      queryFn: ({ signal }) => api.get<{ enabled: boolean }>('/saml', { signal }),
      staleTime: 5 * 60_000,
    }),
  );

/** GET /api/saml/login: the identity provider link (spec 001 §7.1). */
export const getSamlLink = (redirect: string) => api.get<{ link: string }>('/saml/login', { query: { redirect } });

/** POST /api/saml/validar: the one-time token brought back to /saml-response, for a token pair. */
export const validateSaml = (saml: string) => api.post<TokenResponse>('/saml/validar', { saml });
