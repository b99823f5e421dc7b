import { ErrorResponse, TokenResponse } from '@estante/contracts';
import { DomainError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import * as client from 'openid-client';
import { AUTH_ERROR_CODES, OIDC_ERROR_CODES } from '../http/auth-errors.ts';
import { ensureInstitution } from '../site-parameters/index.ts';
import type { AuthServices } from './auth-services.ts';
import { exchangeSignInTicket } from './institutional-ticket.ts';
import { openState, sealState } from './oidc-client.ts';
import { issueOneTimeToken } from './one-time-token.ts';
import { findLoginForIdentity, isLocked } from './person.repository.ts';
import { sitePath } from './redirect-target.ts';
import { loadOrCreateSecret } from './server-keys.repository.ts';

const ONE_TIME_PURPOSE = 'oidc';

/**
 * OpenID Connect sign-in (spec 001 §7.1): GET /api/oidc/authorize answers the provider link; the provider
 * sends the browser back to GET /api/oidc/retorno, which checks code, state, nonce and PKCE and sends the
 * browser to /oauth-response with a one-time token in the URL fragment (never sent to, or logged by, a
 * server); the web exchanges it with POST /api/oidc/validar for the token pair.
 */
export const oidcRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  const { db, config } = auth.context;
  const secret = await loadOrCreateSecret(auth.keys, 'oidc-state-secret');
  const callbackUrl = new URL('/api/oidc/retorno', config.publicUrl).href;

  async function providerSettings() {
    const institution = await ensureInstitution(db);
    const settings = (await auth.settings()).oidc;
    if (institution.uses_oidc !== 1 || !settings) throw new DomainError('rule', OIDC_ERROR_CODES.notConfigured);
    return settings;
  }

  app.get(
    '/oidc/authorize',
    {
      schema: {
        tags: ['auth'],
        summary: "Link to the institution's OpenID Connect provider (login hint, return path)",
        querystring: Type.Object({
          login: Type.Optional(Type.String({ maxLength: 200 })),
          redirect: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: { 200: Type.Object({ nonce: Type.String(), link: Type.String() }), 422: ErrorResponse },
      },
    },
    async (request) => {
      const settings = await providerSettings();
      const configuration = await auth.oidc.get(settings).catch(() => {
        throw new DomainError('rule', OIDC_ERROR_CODES.failed);
      });
      const verifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const state = await sealState(
        secret,
        { verifier, nonce, redirect: sitePath(request.query.redirect) },
        auth.now(),
      );
      const login = request.query.login?.trim();
      const link = client.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(login ? { login_hint: login } : {}),
      });
      return { nonce, link: link.href };
    },
  );

  app.get(
    '/oidc/retorno',
    {
      schema: {
        tags: ['auth'],
        summary: "The provider's redirect URI (authorization code flow); answers a redirect to /oauth-response",
        querystring: Type.Object(
          {
            code: Type.Optional(Type.String({ maxLength: 4096 })),
            state: Type.Optional(Type.String({ maxLength: 8192 })),
            error: Type.Optional(Type.String({ maxLength: 200 })),
          },
          { additionalProperties: true },
        ),
      },
    },
    async (request, reply) => {
      const fail = (code: string, extra: Record<string, string> = {}) =>
        reply.redirect(`/oauth-response#${new URLSearchParams({ erro: code, ...extra })}`);
      const sealed = request.query.state;
      const state = sealed ? await openState(secret, sealed, auth.now()) : undefined;
      if (!state) return fail(OIDC_ERROR_CODES.invalidState);
      if (request.query.error) return fail(OIDC_ERROR_CODES.denied);
      try {
        const configuration = await auth.oidc.get(await providerSettings());
        const currentUrl = new URL(callbackUrl);
        currentUrl.search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: state.verifier,
          expectedNonce: state.nonce,
          expectedState: sealed,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        const identity = [claims?.email, claims?.preferred_username, claims?.sub].find(
          (value): value is string => typeof value === 'string' && value.length > 0,
        );
        const match = identity ? await findLoginForIdentity(db, identity) : undefined;
        if (!match) return fail(OIDC_ERROR_CODES.userNotFound);
        // Blocked by staff: the reason goes with the code, as the password grant answers it (the provider has just
        // proved who this is); it travels in the fragment, which no server receives.
        if (match.person.blocked === 1) {
          const reason = match.person.block_reason;
          return fail(AUTH_ERROR_CODES.blockedByLibrary, reason ? { motivo: reason } : {});
        }
        if (isLocked(match.person, auth.now())) return fail(AUTH_ERROR_CODES.accessBlocked);
        const ticket = await issueOneTimeToken(
          auth,
          { personId: match.person.id, loginId: match.loginId },
          ONE_TIME_PURPOSE,
          state.redirect,
        );
        request.log.info({ personId: match.person.id }, 'signed in with OpenID Connect');
        return reply.redirect(
          `/oauth-response#${new URLSearchParams({ nonce: ticket, redirect: sitePath(state.redirect) })}`,
        );
      } catch (error) {
        request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'OIDC sign-in failed');
        return fail(OIDC_ERROR_CODES.failed);
      }
    },
  );

  app.post(
    '/oidc/validar',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchanges the one-time token of an OpenID Connect sign-in for a token pair (once)',
        body: Type.Object({ nonce: Type.String({ minLength: 1, maxLength: 4096 }) }),
        response: { 200: TokenResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exchangeSignInTicket(auth, request.body.nonce, ONE_TIME_PURPOSE);
    },
  );
};
