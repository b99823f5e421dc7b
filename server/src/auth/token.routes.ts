import { ERROR_CODES, ErrorResponse, RevokeRequest, TokenRequest, TokenResponse } from '@estante/contracts';
import { DomainError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccessBlockedError, AUTH_ERROR_CODES, NotSignedInError, PatronBlockedError } from '../http/auth-errors.ts';
import type { AuthServices } from './auth-services.ts';
import { type OAuthClient, WEB_CLIENT_ID } from './oauth-clients.ts';
import { consumeOneTimeToken } from './one-time-token.ts';
import { findPerson, isLocked } from './person.repository.ts';
import { rememberLanguage } from './person-language.ts';
import { consumeRefreshToken, revokeFamily, revokeFamilyOf } from './refresh-token.repository.ts';
import { signInWithPassword } from './sign-in-with-password.ts';
import { issuePublicToken, issueUserTokens } from './token-issuer.ts';

/** The personal-area link's one-time token is exchanged for a session with this grant (docs/auth.md). */
export const ONE_TIME_TOKEN_GRANT = 'urn:estante:params:oauth:grant-type:one-time-token';

/** A malformed token request: 400 (spec 000 §8), by the code's entry in STATUS_BY_AUTH_CODE. */
function badRequest(code: string = ERROR_CODES.invalidRequest): DomainError {
  return new DomainError('invalid', code);
}

/** client_id / client_secret from HTTP Basic (RFC 6749 §2.3.1) or the body; the web client by default. */
function clientCredentials(header: string | undefined, body: TokenRequest): { id: string; secret?: string } {
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator > 0) {
      return {
        id: decodeURIComponent(decoded.slice(0, separator)),
        secret: decodeURIComponent(decoded.slice(separator + 1)),
      };
    }
  }
  return { id: body.client_id || WEB_CLIENT_ID, secret: body.client_secret };
}

/**
 * POST /oauth/token (outside /api, spec 001 §7.1), POST /oauth/revoke (logout) and GET /oauth/jwks.
 * Errors use the project's `{ error: { code, message } }` body, which the web reads, with the
 * spec's statuses (401, 422, 429, 430, 400) rather than RFC 6749's `invalid_grant` strings.
 */
export const tokenRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  // OAuth clients send application/x-www-form-urlencoded (RFC 6749 §4.3.2); the web sends JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Tokens: password (web client only), client_credentials (public visitor token), refresh_token (rotated)',
        body: TokenRequest,
        response: {
          200: TokenResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
          430: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // Token responses must not be cached (RFC 6749 §5.1).
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const body = request.body;
      const credentials = clientCredentials(request.headers.authorization, body);
      const client: OAuthClient | undefined = auth.clients.find(credentials.id);
      if (!client || !auth.clients.authenticate(client, credentials.secret))
        throw new NotSignedInError(AUTH_ERROR_CODES.invalidClient);

      switch (body.grant_type) {
        case 'client_credentials':
          return issuePublicToken(auth, client.id);
        case 'password': {
          if (!client.firstParty) throw badRequest(AUTH_ERROR_CODES.unauthorizedClient);
          if (!body.username?.trim() || !body.password) throw badRequest(AUTH_ERROR_CODES.credentialMissing);
          const owner = await signInWithPassword(auth, {
            username: body.username,
            password: body.password,
            captchaToken: body.recaptcha_token,
            category: body.categoria?.trim() || undefined,
            clientId: client.id,
            address: request.ip,
          });
          request.log.info({ personId: owner.personId }, 'signed in');
          await rememberLanguage(auth.context.db, owner.personId, request);
          return issueUserTokens(auth, owner);
        }
        case 'refresh_token': {
          if (!body.refresh_token) throw badRequest();
          const rotation = await consumeRefreshToken(auth.context.db, body.refresh_token, client.id, auth.now());
          if (!rotation.ok) {
            if (rotation.reason === 'reused') request.log.warn('refresh token reused: its family is revoked');
            throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
          }
          const person = await findPerson(auth.context.db, rotation.owner.personId);
          if (!person || person.blocked || isLocked(person, auth.now())) {
            await revokeFamily(auth.context.db, rotation.familyId, auth.now());
            if (!person) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
            throw person.blocked ? new PatronBlockedError(person.block_reason) : new AccessBlockedError();
          }
          await rememberLanguage(auth.context.db, person.id, request);
          return issueUserTokens(auth, rotation.owner, { id: rotation.familyId, startedAt: rotation.familyStartedAt });
        }
        case ONE_TIME_TOKEN_GRANT: {
          if (!client.firstParty || !body.token) throw badRequest();
          const owner = await consumeOneTimeToken(auth, body.token, 'personal-area');
          if (!owner) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
          return issueUserTokens(auth, {
            personId: owner.personId,
            loginId: owner.loginId ?? null,
            clientId: client.id,
          });
        }
        default:
          throw badRequest(AUTH_ERROR_CODES.unsupportedGrant);
      }
    },
  );

  app.post(
    '/oauth/revoke',
    {
      schema: {
        tags: ['auth'],
        summary: 'Logout: revokes the sign-in of a refresh token (RFC 7009)',
        body: RevokeRequest,
        response: { 200: Type.Object({}) },
      },
    },
    async (request) => {
      await revokeFamilyOf(auth.context.db, request.body.token, auth.now());
      return {};
    },
  );

  app.get(
    '/oauth/jwks',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public keys of access and one-time tokens (the signing one and those rotated out in their grace)',
        response: { 200: Type.Unknown() },
      },
    },
    async () => ({
      keys: await auth.signer.publicJwks(),
    }),
  );
};
