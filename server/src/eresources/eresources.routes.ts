import {
  AccessStatisticRequest,
  ErrorResponse,
  GrupoARequest,
  isSitePath,
  LinkResponse,
  NumericIdParams,
  RedirectBaseRequest,
  RedirectTokenRequest,
  RestrictedAccessParams,
  RestrictedAccessRequest,
  RestrictedAccessResponse,
  TargetDocument,
  TargetDocumentsQuery,
  TitleLink,
} from '@estante/contracts';
import { DomainError, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import bwipjs from 'bwip-js/node';
import type { FastifyReply } from 'fastify';
import type { AuthServices } from '../auth/index.ts';
import { issueOneTimeToken, requireUser } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { ensureInstitution, findSiteSection } from '../site-parameters/index.ts';
import {
  EbookIntegrationError,
  grupoAContinue,
  handoff,
  recordLinks,
  redeemRedirectLink,
  signedInPatron,
  targetDocumentLink,
  targetDocuments,
  tokenLink,
} from './eresource-access.ts';
import { findActiveProviderOfType, insertAccess } from './eresources.repository.ts';
import { sealClearProviderSecrets } from './provider-secrets.ts';
import { ERESOURCE_ERROR_CODES } from './providers.ts';

const tags = ['e-resources'];

/** Spec 001 §8: an e-book integration failure is a 500 whose message carries the marker the web recognises. */
async function withEbookErrors<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof EbookIntegrationError)) throw error;
    return reply.status(500).send({ error: { code: 'MinhaBibliotecaEmail', message: error.message } });
  }
}

const short = (value: string | undefined) => (value ? value.slice(0, 60) : null);

/**
 * Links and hand-offs to electronic resources (spec 001 §7.14, §7.5): restricted links, access statistics, the
 * Grupo A and Target GEDWeb connectors, signed /pergamum_redireciona links, the personal-area link by body and the
 * deposit service. docs/e-resources.md describes each connector.
 */
export const eresourceRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  const { db } = auth.context;
  await sealClearProviderSecrets(db, auth.keys, app.log);

  app.get(
    '/vinculos/acesso-restrito/:id',
    {
      schema: {
        tags,
        summary: 'The online links of a title, each marked restricted (configured provider or 856 restriction note)',
        params: NumericIdParams,
        response: { 200: Type.Array(TitleLink), 404: ErrorResponse },
      },
    },
    async (request) => {
      const found = await recordLinks(auth, request.params.id);
      if (!found) throw new NotFoundError(`record ${request.params.id}`);
      return found.links.map((link) => ({
        seq_paragrafo: link.seq,
        url: link.url,
        ...(link.label ? { descricao: link.label } : {}),
        restrito: link.restricted,
        ...(link.provider ? { recurso: link.provider.label } : {}),
      }));
    },
  );

  app.post(
    '/vinculos/acesso-restrito/:a/s/:b',
    {
      schema: {
        tags,
        summary: 'A restricted link of a title for the signed-in reader, through its provider’s connector',
        params: RestrictedAccessParams,
        body: RestrictedAccessRequest,
        response: { 200: RestrictedAccessResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const patron = await signedInPatron(auth, requireUser(request));
      const found = await recordLinks(auth, request.params.a);
      const link = found?.links.find((candidate) => candidate.seq === request.params.b);
      if (!found || !link) throw new NotFoundError(`link ${request.params.b} of record ${request.params.a}`);
      if (!link.restricted) throw new DomainError('rule', ERESOURCE_ERROR_CODES.notRestricted);
      return withEbookErrors(reply, async () => {
        const answer = await handoff(auth, patron, link);
        return { ...answer, ...(link.provider ? { recurso: link.provider.label } : {}) };
      });
    },
  );

  app.post(
    '/vinculos/estatistica-acesso',
    {
      schema: {
        tags,
        summary: 'Records a click on an online link of a title (no reader is stored); 204',
        body: AccessStatisticRequest,
        response: { 204: Type.Null(), 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const found = await recordLinks(auth, body.cod_acervo);
      if (!found) throw new NotFoundError(`record ${body.cod_acervo}`);
      // Only the title's own links count: a made-up URL must not enter the library's COUNTER figures.
      const link = found.links.find((candidate) =>
        body.seq_paragrafo ? candidate.seq === body.seq_paragrafo : candidate.url === body.url,
      );
      if (!link || link.url !== body.url) throw new DomainError('rule', ERESOURCE_ERROR_CODES.invalidLink);
      await insertAccess(db, {
        accessedAt: auth.now().toISOString(),
        recordId: body.cod_acervo,
        title: found.title,
        paragraph: link.seq,
        url: link.url,
        host: new URL(link.url).hostname || link.url.split(':')[0] || '',
        providerId: link.provider?.id ?? null,
        restricted: link.restricted,
        browser: short(body.browser),
        device: short(body.device),
        os: short(body.os),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vinculos/target/:id',
    {
      schema: {
        tags,
        summary: 'A viewing link for a standard from the configured Target GEDWeb document server',
        params: NumericIdParams,
        response: { 200: LinkResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const patron = await signedInPatron(auth, requireUser(request));
      const provider = await findActiveProviderOfType(db, 'target');
      if (!provider) throw new DomainError('rule', ERESOURCE_ERROR_CODES.notConfigured);
      return { url: await targetDocumentLink(auth.keys, provider, patron, request.params.id) };
    },
  );

  app.get(
    '/consulta/documentos-target',
    {
      schema: {
        tags,
        summary:
          'Standards of one product (coluna_um) of the configured Target GEDWeb document server whose code or title holds termo',
        querystring: TargetDocumentsQuery,
        response: {
          200: Type.Array(TargetDocument),
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const provider = await findActiveProviderOfType(db, 'target');
      if (!provider) throw new DomainError('rule', ERESOURCE_ERROR_CODES.notConfigured);
      return targetDocuments(auth.keys, provider, request.query.coluna_um, request.query.termo?.trim() || undefined);
    },
  );

  app.post(
    '/vinculos/grupoa',
    {
      schema: {
        tags,
        summary:
          'Grupo A (Minha Biblioteca): confirms the platform’s session for the signed-in reader, answers where to go',
        body: GrupoARequest,
        response: { 200: LinkResponse, 401: ErrorResponse, 422: ErrorResponse, 500: ErrorResponse },
      },
    },
    async (request, reply) => {
      const patron = await signedInPatron(auth, requireUser(request));
      const provider = await findActiveProviderOfType(db, 'grupoa');
      if (!provider) throw new DomainError('rule', ERESOURCE_ERROR_CODES.notConfigured);
      return withEbookErrors(reply, async () => ({
        url: await grupoAContinue(auth.keys, provider, patron, { sessionid: request.body.sessionid }),
      }));
    },
  );

  app.post(
    '/vinculos/redireciona',
    {
      schema: {
        tags,
        summary: 'Redeems a signed /pergamum_redireciona link once; refuses a tampered, expired, used or foreign one',
        body: RedirectTokenRequest,
        response: { 200: LinkResponse, 422: ErrorResponse },
      },
    },
    async (request) => ({ url: await redeemRedirectLink(auth, request.body.token) }),
  );

  app.put(
    '/pessoas/meupergamum/redirect-base',
    {
      schema: {
        tags: ['people'],
        summary:
          'Personal-area link for a new tab opening at `base` (a path of this site), the one-time token in the fragment',
        body: RedirectBaseRequest,
        response: { 200: LinkResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      const base = request.body.base;
      if (!isSitePath(base)) throw new DomainError('rule', ERESOURCE_ERROR_CODES.foreignHost);
      const token = await issueOneTimeToken(auth, claims, 'personal-area', base);
      const link = new URL('/meupergamum', auth.context.config.publicUrl);
      link.hash = new URLSearchParams({ ott: token, redirect: base }).toString();
      return { url: link.toString() };
    },
  );

  app.post(
    '/pessoas/postagem-trabalho/redirect',
    {
      schema: {
        tags: ['people'],
        summary: 'Link to the institution’s deposit service (e.g. DSpace) with a signed one-time token it redeems',
        response: { 200: LinkResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      const provider = await findActiveProviderOfType(db, 'deposit');
      if (!provider) throw new DomainError('rule', ERESOURCE_ERROR_CODES.notConfigured);
      const token = await issueOneTimeToken(auth, claims, `resource:${provider.name}`, provider.name);
      return { url: tokenLink(provider.baseUrl, token) };
    },
  );

  app.get(
    '/vinculos/app-layers/:indice/qrcode',
    {
      schema: {
        tags,
        summary: 'QR code (SVG) of the n-th app-layers link (0-based), for a phone to open the library’s app',
        params: Type.Object({ indice: Type.Integer({ minimum: 0, maximum: 50 }) }),
        response: {
          200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: Type.String() } } },
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // Only the library's own app-layers links: an open QR generator would lend the site's name to any address.
      const institution = await ensureInstitution(db);
      const layers = await findSiteSection(db, institution.id, 'app-layers', [requestLanguage(request), 'pt']);
      const layer = Array.isArray(layers)
        ? (layers[request.params.indice] as { link?: unknown } | undefined)
        : undefined;
      if (typeof layer?.link !== 'string') throw new NotFoundError(`app layer ${request.params.indice}`);
      const svg = bwipjs.toSVG({ bcid: 'qrcode', text: layer.link, scale: 4, paddingwidth: 4, paddingheight: 4 });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(svg);
    },
  );
};
