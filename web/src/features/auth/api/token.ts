import type { TokenResponse } from '@estante/contracts';
import { api } from '../../../lib/api-client.ts';
import { WEB_CLIENT_ID } from '../../../lib/first-load-calls.ts';

/** POST /oauth/token (no /api prefix, spec 001 §7.1). Never refreshed on 401: it is the token call. */
function tokenCall(body: Record<string, string | undefined>): Promise<TokenResponse> {
  return api.post<TokenResponse>('/oauth/token', { client_id: WEB_CLIENT_ID, ...body }, { basePath: '', auth: 'none' });
}

/** Public client credentials every visitor holds (spec 000 §4 "Page bootstrap"). */
export const requestPublicToken = () => tokenCall({ grant_type: 'client_credentials' });

export const requestPasswordToken = (input: {
  username: string;
  password: string;
  captcha?: string;
  /** Category-select institutions: the patron category chosen beside the user code. */
  category?: string;
}) =>
  tokenCall({
    grant_type: 'password',
    username: input.username,
    password: input.password,
    recaptcha_token: input.captcha,
    categoria: input.category,
  });

export const requestRefreshedToken = (refreshToken: string) =>
  tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });

/** Logout: ends the sign-in on the server too (RFC 7009). A failure is ignored: the local session ends anyway. */
export function revokeRefreshToken(refreshToken: string): Promise<void> {
  return api
    .post<unknown>('/oauth/revoke', { token: refreshToken }, { basePath: '', auth: 'none' })
    .then(() => undefined)
    .catch(() => undefined);
}
