import type { TokenResponse } from '@estante/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/oidc/authorize: the provider link for an institutional sign-in (spec 001 §7.1). */
export const getOidcLink = (login: string, redirect: string) =>
  api.get<{ nonce: string; link: string }>('/oidc/authorize', { query: { login, redirect } });

/** POST /api/oidc/validar: the one-time token brought back to /oauth-response, for a token pair. */
export const validateOidc = (nonce: string) => api.post<TokenResponse>('/oidc/validar', { nonce });
