import {
  AccessStatistics,
  AccessStatisticsQuery,
  EresourceProvider,
  EresourceProviderInput,
  ErrorResponse,
  LinkResponse,
  SignedLinkRequest,
  STAFF_FUNCTIONS,
  STAFF_MODULE,
} from '@estante/contracts';
import { DomainError, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AuthServices } from '../auth/index.ts';
import { staffOnly } from '../auth/index.ts';
import { ensureInstitution } from '../site-parameters/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { accessStatistics, counterCsv } from './access-statistics.ts';
import { signRedirectLink } from './eresource-access.ts';
import { deleteProvider, findProvider, listProviders } from './eresources.repository.ts';
import { saveProvider } from './provider-secrets.ts';
import { checkProviderInput, checkProviderName, type Provider } from './providers.ts';

const tags = ['staff e-resources'];
const errors = { 401: ErrorResponse, 403: ErrorResponse, 422: ErrorResponse };

/** A provider as staff read it: everything but the secret, which is only said to be set. */
export function presentProvider(provider: Provider) {
  return {
    nome: provider.name,
    rotulo: provider.label,
    conector: provider.connector,
    url_base: provider.baseUrl,
    hosts: provider.hosts,
    parametros: provider.settings,
    segredo_definido: Boolean(provider.secret),
    ativo: provider.active,
    atualizado_em: provider.updatedAt,
  };
}

/** Site administration configures providers and signs links; the reports function reads the statistics. */
export const eresourceStaffRoutes: FastifyPluginAsyncTypebox<{ auth: AuthServices }> = async (app, { auth }) => {
  const { db } = auth.context;
  const siteAdmin = staffOnly(db, { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.siteAdmin });
  const reports = staffOnly(db, { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.reports });

  app.get(
    '/equipe/recursos-eletronicos',
    {
      preHandler: siteAdmin,
      schema: {
        tags,
        summary: 'Configured e-resource providers',
        response: { 200: Type.Array(EresourceProvider), ...errors },
      },
    },
    async () => (await listProviders(db)).map(presentProvider),
  );

  app.put(
    '/equipe/recursos-eletronicos/:nome',
    {
      preHandler: siteAdmin,
      schema: {
        tags,
        summary: 'Adds or changes a provider (its secret is kept when `segredo` is left out)',
        params: Type.Object({ nome: Type.String({ maxLength: 50 }) }),
        body: EresourceProviderInput,
        response: { 200: EresourceProvider, ...errors },
      },
    },
    async (request) => {
      const name = checkProviderName(request.params.nome);
      const before = await findProvider(db, name);
      const body = request.body;
      const input = checkProviderInput(
        {
          label: body.rotulo,
          connector: String(body.conector),
          baseUrl: body.url_base,
          hosts: body.hosts,
          settings: body.parametros ?? {},
          secret: body.segredo,
          active: body.ativo ?? true,
        },
        before?.secret ?? null,
      );
      await saveProvider(db, auth.keys, name, input, auth.now().toISOString());
      const after = (await findProvider(db, name)) as Provider;
      setAuditChange(request, { before: before ? presentProvider(before) : null, after: presentProvider(after) });
      return presentProvider(after);
    },
  );

  app.delete(
    '/equipe/recursos-eletronicos/:nome',
    {
      preHandler: siteAdmin,
      schema: {
        tags,
        summary: 'Removes a provider; its links open as catalogued and its statistics stay',
        params: Type.Object({ nome: Type.String({ maxLength: 50 }) }),
        response: { 204: Type.Null(), 404: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const before = await findProvider(db, request.params.nome);
      if (!before || !(await deleteProvider(db, before.name)))
        throw new NotFoundError(`provider ${request.params.nome}`);
      setAuditChange(request, { before: presentProvider(before), after: null });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/equipe/recursos-eletronicos/link-assinado',
    {
      preHandler: siteAdmin,
      schema: {
        tags,
        summary: 'A signed /pergamum_redireciona link to a page of this site or a configured provider, usable once',
        body: SignedLinkRequest,
        response: { 200: LinkResponse, ...errors },
      },
    },
    async (request) => ({ url: await signRedirectLink(auth, request.body.url, request.body.horas ?? 72) }),
  );

  app.get(
    '/equipe/recursos-eletronicos/estatisticas',
    {
      preHandler: reports,
      schema: {
        tags,
        summary:
          'Clicks on online links per month, per title or per resource; formato=csv gives the COUNTER 5.1 layout',
        querystring: AccessStatisticsQuery,
        response: {
          200: {
            description: 'The statistics; with formato=csv a COUNTER 5.1 TR/PR CSV file',
            content: { 'application/json': { schema: AccessStatistics }, 'text/csv': { schema: Type.String() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { inicio, fim } = request.query;
      if (fim < inicio) throw new DomainError('invalid', 'PeriodoInvalido');
      const grouping = request.query.agrupamento === 'recurso' ? 'resource' : 'title';
      const result = await accessStatistics(db, grouping, inicio, fim);
      if (request.query.formato === 'csv') {
        const institution = await ensureInstitution(db);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="counter-${grouping === 'title' ? 'tr' : 'pr'}_${inicio}_${fim}.csv"`,
          )
          .send(counterCsv(grouping, institution.name, inicio, fim, result.months, result.rows, auth.now()));
      }
      return {
        meses: result.months,
        itens: result.rows.map((row) => ({
          cod_acervo: row.recordId,
          titulo: row.title,
          plataforma: row.platform,
          total: row.total,
          meses: row.months,
        })),
      };
    },
  );
};
