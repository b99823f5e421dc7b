import { ErrorResponse, TokenResponse } from '@estante/contracts';
import { DomainError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { Type } from '@sinclair/typebox';
import { AUTH_ERROR_CODES, OIDC_ERROR_CODES } from '../http/auth-errors.ts';
import type { AuthServices } from './auth-services.ts';
import type { AuthSettings } from './auth-settings.ts';
import { exchangeSignInTicket } from './institutional-ticket.ts';
import { openState, sealState } from './oidc-client.ts';
import { issueOneTimeToken } from './one-time-token.ts';
import { findLoginForIdentity, isLocked } from './person.repository.ts';
import { sitePath } from './redirect-target.ts';
import { consumeSamlRequest, SAML_REQUEST_LIFETIME_MS, samlRequestCache } from './saml-request.repository.ts';
import { loadOrCreateSecret } from './server-keys.repository.ts';

const ONE_TIME_PURPOSE = 'saml';
const NOT_CONFIGURED = 'SamlNaoConfigurado';
/** Attributes that usually carry the e-mail (eduPerson/LDAP names and their OIDs), before the NameID. */
const EMAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'eduPersonPrincipalName'];

/**
 * SAML 2.0 sign-in (spec 001 §7.1) with @node-saml/node-saml: GET /api/saml/login answers the IdP link
 * (HTTP-Redirect binding); the IdP posts the signed response to POST /api/saml/retorno (the ACS), which
 * checks the signature with the institution's certificate, the audience, the recipient and the validity
 * window, that it answers an AuthnRequest this server issued (InResponseTo, once, unexpired), and sends the browser to /saml-response with a one-time token
 * in the fragment; the web exchanges it with POST /api/saml/validar for the token pair.
 */
export const samlRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  const { db, config } = auth.context;
  const secret = await loadOrCreateSecret(auth.keys, 'oidc-state-secret');
  const callbackUrl = new URL('/api/saml/retorno', config.publicUrl).href;
  const issuedRequests = samlRequestCache(db, auth.now);

  // Identity providers post the response as a form (HTTP-POST binding).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function serviceProvider(settings: NonNullable<AuthSettings['saml']>): SAML {
    const entityId = settings.spEntityId ?? new URL('/api/saml/metadata', config.publicUrl).href;
    return new SAML({
      callbackUrl,
      entryPoint: settings.entryPoint,
      issuer: entityId,
      audience: entityId,
      idpCert: settings.idpCert,
      idpIssuer: settings.idpIssuer,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      // Only answers to our own requests (no unsolicited, IdP-initiated responses): the request IDs are in the
      // database, shared by every instance, and each is spent once by the ACS below.
      validateInResponseTo: ValidateInResponseTo.always,
      cacheProvider: issuedRequests,
      requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
      acceptedClockSkewMs: 30_000,
    });
  }

  async function samlSettings() {
    const settings = (await auth.settings()).saml;
    if (!settings) throw new DomainError('rule', NOT_CONFIGURED);
    return settings;
  }

  app.get(
    '/saml',
    {
      schema: {
        tags: ['auth'],
        summary: 'Is SAML sign-in on ("Continuar para login institucional")?',
        response: { 200: Type.Object({ enabled: Type.Boolean() }) },
      },
    },
    async () => ({ enabled: Boolean((await auth.settings()).saml) }),
  );

  app.get(
    '/saml/login',
    {
      schema: {
        tags: ['auth'],
        summary: "Link to the institution's SAML identity provider",
        querystring: Type.Object({ redirect: Type.Optional(Type.String({ maxLength: 2000 })) }),
        response: { 200: Type.Object({ link: Type.String() }), 422: ErrorResponse },
      },
    },
    async (request) => {
      const provider = serviceProvider(await samlSettings());
      const relayState = await sealState(
        secret,
        {
          verifier: '',
          nonce: '',
          redirect: sitePath(request.query.redirect),
        },
        auth.now(),
      );
      return { link: await provider.getAuthorizeUrlAsync(relayState, undefined, {}) };
    },
  );

  app.post(
    '/saml/retorno',
    {
      schema: {
        tags: ['auth'],
        summary: 'Assertion consumer service (HTTP-POST binding); answers a redirect to /saml-response',
        body: Type.Object(
          {
            SAMLResponse: Type.String({ minLength: 1, maxLength: 400_000 }),
            RelayState: Type.Optional(Type.String({ maxLength: 8192 })),
          },
          { additionalProperties: true },
        ),
      },
    },
    async (request, reply) => {
      const fail = (code: string, extra: Record<string, string> = {}) =>
        reply.redirect(`/saml-response#${new URLSearchParams({ erro: code, ...extra })}`, 303);
      const relay = request.body.RelayState ? await openState(secret, request.body.RelayState, auth.now()) : undefined;
      const redirect = sitePath(relay?.redirect);
      try {
        const provider = serviceProvider(await samlSettings());
        const { profile } = await provider.validatePostResponseAsync({ SAMLResponse: request.body.SAMLResponse });
        if (!profile) return fail(OIDC_ERROR_CODES.invalidState);
        // node-saml has checked that InResponseTo names an unexpired request of ours; spending it here, atomically,
        // refuses a replay of this response (or of another answer to the same request), even on another instance.
        const requestId = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : '';
        if (!requestId || !(await consumeSamlRequest(db, requestId, auth.now()))) {
          request.log.warn('SAML response to an unknown, expired or already answered request');
          return fail(OIDC_ERROR_CODES.invalidState);
        }
        const identity = [...EMAIL_ATTRIBUTES.map((name) => profile[name]), profile.nameID].find(
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
          redirect,
        );
        request.log.info({ personId: match.person.id }, 'signed in with SAML');
        return reply.redirect(`/saml-response#${new URLSearchParams({ saml: ticket, redirect })}`, 303);
      } catch (error) {
        request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'SAML sign-in failed');
        return fail(OIDC_ERROR_CODES.invalidState);
      }
    },
  );

  app.post(
    '/saml/validar',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchanges the one-time token of a SAML sign-in for a token pair (once)',
        body: Type.Object({ saml: Type.String({ minLength: 1, maxLength: 4096 }) }),
        response: { 200: TokenResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exchangeSignInTicket(auth, request.body.saml, ONE_TIME_PURPOSE);
    },
  );
};
