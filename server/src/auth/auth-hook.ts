import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { AUTH_ERROR_CODES, NotSignedInError } from '../http/auth-errors.ts';
import { accessTokenStands } from './session-check.repository.ts';
import type { AccessTokenClaims, TokenSigner } from './token-signer.ts';

export type UserClaims = AccessTokenClaims & { kind: 'user'; personId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified bearer token's claims; null when the call carries no token. */
    auth: AccessTokenClaims | null;
  }
}

/**
 * Reads `Authorization: Bearer` on every call. No token: a visitor (public calls still work, so the
 * API can be read with curl). A token that is invalid, expired or forged: 401, which makes the web
 * client refresh (spec 001 §4). /oauth/* is skipped: the token call never needs a bearer token.
 * A user token whose sign-in was revoked (logout) or whose person was blocked is refused the same way
 * (session-check.repository.ts); the refresh then tells the client why (430 for a block).
 */
export function registerAuthHook(app: FastifyInstance, signer: TokenSigner, db: Kysely<Database>): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/oauth/')) return;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header);
    if (!match) throw new NotSignedInError(AUTH_ERROR_CODES.unauthorized);
    const claims = await signer.verify(match[1]!);
    if (!claims || !(await accessTokenStands(db, claims))) throw new NotSignedInError(AUTH_ERROR_CODES.unauthorized);
    request.auth = claims;
  });
}

/** Private calls need a signed-in user: no token or a public token is 401 NaoAutorizado (spec 001 §6). */
export function requireUser(request: FastifyRequest): UserClaims {
  const claims = request.auth;
  if (claims?.kind !== 'user' || !claims.personId) throw new NotSignedInError(AUTH_ERROR_CODES.unauthorized);
  return claims as UserClaims;
}

/** preHandler form of requireUser, for route options. */
export async function userOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
