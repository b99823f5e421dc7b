import crypto from 'node:crypto';
import type { AuthServices } from './auth-services.ts';
import { LIFETIMES } from './auth-services.ts';
import { issueRefreshToken, type RefreshOwner } from './refresh-token.repository.ts';

/** The token response of RFC 6749 §5.1; the spec's login response is access_token and refresh_token. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
}

/** A user token pair: a new family, or the next token of `familyId` on rotation. */
export async function issueUserTokens(
  auth: AuthServices,
  owner: RefreshOwner,
  family?: { id: string; startedAt: string },
): Promise<TokenResponse> {
  let refreshSeconds: number = LIFETIMES.refreshSeconds;
  if (family) {
    const familyEnds = new Date(family.startedAt).getTime() + LIFETIMES.refreshFamilyMaxSeconds * 1000;
    refreshSeconds = Math.min(refreshSeconds, Math.max(1, Math.floor((familyEnds - auth.now().getTime()) / 1000)));
  }
  const { accessTokenSeconds } = await auth.settings();
  // The access token names its family, so revoking the family (logout, reuse, password change) ends it too.
  const familyId = family?.id ?? crypto.randomUUID();
  const [accessToken, refreshToken] = await Promise.all([
    auth.signer.sign(
      {
        kind: 'user',
        clientId: owner.clientId,
        personId: owner.personId,
        loginId: owner.loginId ?? undefined,
        sessionId: familyId,
      },
      accessTokenSeconds,
    ),
    issueRefreshToken(auth.context.db, owner, refreshSeconds, auth.now(), familyId),
  ]);
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: accessTokenSeconds,
    refresh_token: refreshToken,
  };
}

/** The visitor's public credentials: an access token only (RFC 6749 §4.4.3: no refresh token). */
export async function issuePublicToken(auth: AuthServices, clientId: string): Promise<TokenResponse> {
  const accessToken = await auth.signer.sign({ kind: 'public', clientId }, LIFETIMES.publicAccessSeconds);
  return { access_token: accessToken, token_type: 'Bearer', expires_in: LIFETIMES.publicAccessSeconds };
}
