import { AUTH_ERROR_CODES, NotSignedInError } from '../http/auth-errors.ts';
import type { AuthServices } from './auth-services.ts';
import { WEB_CLIENT_ID } from './oauth-clients.ts';
import { consumeOneTimeToken } from './one-time-token.ts';
import { issueUserTokens } from './token-issuer.ts';

/**
 * The last step of an OIDC or SAML sign-in: the web app hands back the one-time ticket it received in the
 * URL fragment and gets the web client's token pair, once. A spent or expired ticket is a 401.
 */
export async function exchangeSignInTicket(auth: AuthServices, ticket: string, purpose: string) {
  const owner = await consumeOneTimeToken(auth, ticket, purpose);
  if (!owner) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
  return issueUserTokens(auth, { personId: owner.personId, loginId: owner.loginId ?? null, clientId: WEB_CLIENT_ID });
}
