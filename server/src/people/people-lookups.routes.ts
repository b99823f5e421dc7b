import { ErrorResponse, LinkResponse } from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AuthServices } from '../auth/index.ts';
import {
  AUTH_ERROR_CODES,
  findPerson,
  findRelatedLogins,
  issueOneTimeToken,
  NotSignedInError,
  requireUser,
} from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { ensureInstitution, findSiteSection } from '../site-parameters/index.ts';
import { externalResourceLink } from './links.ts';
import { listDepartments } from './people-lists.repository.ts';

/** A patron's registration is due for renewal (confirming the personal data) this long after its last update. */
export const REGISTRATION_RENEWAL_DAYS = 365;
/** The app redeems the token at POST /pessoas/token-redireciona/validar with nome `app-layers`. */
export const APP_LAYERS_PURPOSE = 'resource:app-layers';

const tags = ['people'];

/**
 * Small calls of /api/pessoas (spec 001 §7.5; decisions in docs/auth.md "People calls"): departments, the signed-in
 * person's e-mail, whether their registration must be renewed, a login's name (own or related logins only) and the
 * link that signs the patron in to the mobile app (App Layers).
 */
export const peopleLookupRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  const { db } = auth.context;

  async function signedIn(personId: number) {
    const person = await findPerson(db, personId);
    if (!person) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
    return person;
  }

  app.get(
    '/pessoas/departamentos',
    {
      schema: {
        tags,
        summary: "The institution's departments, by name (forms that ask for one)",
        response: { 200: Type.Array(Type.Object({ codigo: Type.String(), nome: Type.String() })) },
      },
    },
    async () => {
      const rows = await listDepartments(db);
      return rows.map((row) => ({ codigo: row.code, nome: row.name }));
    },
  );

  app.get(
    '/pessoas/email-pessoa-logada',
    {
      schema: {
        tags,
        summary: "The signed-in person's e-mail and whether they accept e-mails",
        response: {
          200: Type.Object({ email: Type.Union([Type.String(), Type.Null()]), recebeEmail: Type.Boolean() }),
          401: ErrorResponse,
        },
      },
    },
    async (request) => {
      const person = await signedIn(requireUser(request).personId);
      return { email: person.email, recebeEmail: person.receives_email === 1 };
    },
  );

  app.get(
    '/pessoas/renovar',
    {
      schema: {
        tags,
        summary: 'Whether the registration must be renewed: personal data not confirmed for a year',
        response: {
          200: Type.Object({
            renovar: Type.Boolean(),
            ultimaAtualizacao: Type.String({ description: 'ISO 8601: when the personal data were last saved' }),
            renovarAte: Type.String({ description: 'YYYY-MM-DD: the day the renewal is due' }),
          }),
          401: ErrorResponse,
        },
      },
    },
    async (request) => {
      const person = await signedIn(requireUser(request).personId);
      const due = new Date(new Date(person.updated_at).getTime() + REGISTRATION_RENEWAL_DAYS * 86_400_000);
      return {
        renovar: due.getTime() <= auth.now().getTime(),
        ultimaAtualizacao: person.updated_at,
        renovarAte: due.toISOString().slice(0, 10),
      };
    },
  );

  app.get(
    '/pessoas/:usuario/nome',
    {
      schema: {
        tags,
        summary: "The name behind one of the signed-in person's own or related logins (404 for any other login)",
        params: Type.Object({ usuario: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Object({ nome: Type.String() }), 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const person = await signedIn(requireUser(request).personId);
      // Never a directory of names: only logins the caller could switch to (same person or same tax id).
      const wanted = request.params.usuario.trim().toLowerCase();
      const match = (await findRelatedLogins(db, person)).find((login) => login.login.toLowerCase() === wanted);
      if (!match) throw new NotFoundError(`login ${request.params.usuario}`);
      return { nome: match.person.name };
    },
  );

  app.get(
    '/pessoas/autenticar/app-layers',
    {
      schema: {
        tags,
        summary: 'Link that opens the mobile app (site section app-layers) signed in, with a one-time token',
        response: { 200: LinkResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      const institution = await ensureInstitution(db);
      const apps = (await findSiteSection(db, institution.id, 'app-layers', [requestLanguage(request), 'pt'])) as
        | { link: string }[]
        | undefined;
      const link = apps?.[0]?.link;
      if (!link) throw new NotFoundError('app-layers link');
      return { url: externalResourceLink(link, await issueOneTimeToken(auth, claims, APP_LAYERS_PURPOSE, link)) };
    },
  );
};
