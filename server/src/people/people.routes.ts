import {
  DuplicatesQuery,
  ErrorResponse,
  ExternalResourceQuery,
  LinkResponse,
  OneTimeTokenIdentity,
  OneTimeTokenValidation,
  PersonalAreaQuery,
  PersonOption,
  SwitchLoginRequest,
  TokenResponse,
  UserDataResponse,
} from '@estante/contracts';
import { DomainError, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AuthServices } from '../auth/index.ts';
import {
  AUTH_ERROR_CODES,
  categoryName,
  consumeOneTimeToken,
  findLoginById,
  findLoginsForUserCode,
  findPermissions,
  findPerson,
  findRelatedLogins,
  hitCounter,
  issueOneTimeToken,
  NotSignedInError,
  requireUser,
  TooManyAttemptsError,
} from '../auth/index.ts';
import { findProvider, oneTimeTokenLink } from '../eresources/index.ts';
import { externalResourceLink, personalAreaLink } from './links.ts';
import { listPatronCategories } from './people-lists.repository.ts';
import { presentPersonOption, presentUserData } from './person.presenter.ts';
import { SELF_SERVICE_SEGMENT } from './self-service-segment.ts';
import { switchToLogin } from './switch-login.ts';

/** Calls of /api/pessoas that concern sign-in: user data, duplicates, logins, person switch, links. */
export const peopleRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  const { db } = auth.context;

  async function signedInPerson(claims: { personId: number; loginId?: number }) {
    const person = await findPerson(db, claims.personId);
    if (!person) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
    const login = claims.loginId ? await findLoginById(db, claims.loginId) : undefined;
    return { person, login: login && login.person.id === person.id ? login.login : '' };
  }

  app.get(
    '/pessoas',
    {
      schema: {
        tags: ['people'],
        summary: 'The signed-in user, functions and blocked flag',
        response: { 200: UserDataResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      const { person, login } = await signedInPerson(claims);
      return presentUserData(
        person,
        login,
        await categoryName(db, person.category_code),
        await findPermissions(db, person),
        auth.now(),
      );
    },
  );

  app.get(
    '/pessoas/categorias',
    {
      schema: {
        tags: ['people'],
        summary: 'Patron categories, for the category select of the login form (category-select institutions)',
        response: { 200: Type.Array(Type.Object({ codigo: Type.String(), nome: Type.String() })) },
      },
    },
    async () => {
      const rows = await listPatronCategories(db);
      return rows.map((row) => ({ codigo: row.code, nome: row.name }));
    },
  );

  app.get(
    '/pessoas/duplicadas',
    {
      schema: {
        tags: ['people'],
        summary: 'Person records a user code stands for (two-step login); empty when it is one or none',
        querystring: DuplicatesQuery,
        response: { 200: Type.Array(PersonOption), 429: ErrorResponse },
      },
    },
    async (request) => {
      // Public by the spec (step 1 is before sign-in), so it is throttled per address against harvesting names.
      const hit = await hitCounter(db, `duplicates:address:${request.ip}`, 60, auth.now());
      if (hit.hits > 30) throw new TooManyAttemptsError(hit.retryAfterSeconds);
      const matches = await findLoginsForUserCode(db, request.query.usuario.trim());
      if (matches.length < 2) return [];
      return Promise.all(
        matches.map(async (match) => presentPersonOption(match, await categoryName(db, match.person.category_code))),
      );
    },
  );

  app.get(
    '/pessoas/login',
    {
      schema: {
        tags: ['people'],
        summary: "The signed-in person's logins (person selector)",
        response: { 200: Type.Array(PersonOption), 401: ErrorResponse },
      },
    },
    async (request) => {
      const { person } = await signedInPerson(requireUser(request));
      const logins = await findRelatedLogins(db, person);
      return Promise.all(
        logins.map(async (match) => presentPersonOption(match, await categoryName(db, match.person.category_code))),
      );
    },
  );

  app.put(
    '/pessoas/troca-login',
    {
      schema: {
        tags: ['people'],
        summary: 'Switch to another login of the same person; returns a new token pair',
        body: SwitchLoginRequest,
        response: { 200: TokenResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const tokens = await switchToLogin(auth, requireUser(request), request.body.codigo);
      if (!tokens) throw new NotFoundError('login');
      return tokens;
    },
  );

  app.get(
    '/pessoas/token-redireciona',
    {
      schema: {
        tags: ['people'],
        summary: 'Link to an external resource (e-book provider) carrying a signed one-time token',
        querystring: ExternalResourceQuery,
        response: { 200: LinkResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      // A provider configured with a token connector (docs/e-resources.md) first; else the older settings entry.
      const provider = await findProvider(db, request.query.nome);
      if (provider?.active && (provider.connector === 'one-time-token' || provider.connector === 'pearson'))
        return { url: await oneTimeTokenLink(auth, claims, provider, request.query.url) };
      const settings = await auth.settings();
      const base = settings.externalResources[request.query.nome];
      if (!base) throw new DomainError('rule', AUTH_ERROR_CODES.resourceNotConfigured);
      const token = await issueOneTimeToken(auth, claims, `resource:${request.query.nome}`, request.query.nome);
      return { url: externalResourceLink(base, token) };
    },
  );

  app.post(
    '/pessoas/token-redireciona/validar',
    {
      schema: {
        tags: ['people'],
        summary: "For providers: redeems an external-resource token once and returns the patron's identity",
        body: OneTimeTokenValidation,
        response: { 200: OneTimeTokenIdentity, 401: ErrorResponse },
      },
    },
    async (request) => {
      const owner = await consumeOneTimeToken(auth, request.body.token, `resource:${request.body.nome}`);
      if (!owner) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
      const person = await findPerson(db, owner.personId);
      if (!person) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
      const login = owner.loginId ? await findLoginById(db, owner.loginId) : undefined;
      return { cod_pessoa: person.id, nome: person.name, email: person.email, login: login?.login ?? null };
    },
  );

  app.get(
    `/pessoas/${SELF_SERVICE_SEGMENT}/redirect`,
    {
      schema: {
        tags: ['people'],
        summary: 'Personal-area link for a new tab: the one-time token is in the fragment, so no server logs it',
        querystring: PersonalAreaQuery,
        response: { 200: LinkResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      const token = await issueOneTimeToken(auth, claims, 'personal-area', request.query.url ?? null);
      return { url: personalAreaLink(auth.context.config.publicUrl, token, request.query.url) };
    },
  );
};
