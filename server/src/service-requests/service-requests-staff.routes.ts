import { ErrorResponse, NumericIdParams, REQUEST_KINDS } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { CIRCULATION_FUNCTION, staffOnly } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { blankToUndefined, Paged, PageQuery, pageOf } from '../queues/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { presentRequest, ServiceRequestView } from './service-request.presenter.ts';
import { REQUEST_STATUSES } from './service-request-statuses.ts';
import { moveServiceRequest, requestQueue, requestsInStatus } from './service-requests.ts';

const tags = ['service requests (staff)'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

const QueuedRequest = Type.Object({
  ...ServiceRequestView.properties,
  nome: Type.String({ description: 'the patron who filed it' }),
  email: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Reference staff answer service requests (the circulation-desk function, docs/service-requests.md);
 * `npm run admin -- service-request …` runs the same use-cases.
 */
export const serviceRequestStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  app.addHook('preHandler', staffOnly(context.db, CIRCULATION_FUNCTION));

  app.get(
    '/circulacao/solicitacoes',
    {
      schema: {
        tags,
        summary: 'Requests in one status (aberta by default), oldest first',
        querystring: Type.Object({ situacao: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 200: Type.Array(ServiceRequestView), ...errors },
      },
    },
    async (request) => {
      const rows = await requestsInStatus(services.db, request.query.situacao || undefined);
      const language = requestLanguage(request);
      return rows.map((row) => presentRequest(row, language));
    },
  );

  app.get(
    '/equipe/filas/solicitacoes',
    {
      schema: {
        tags,
        summary: 'Requests by library, status and kind, oldest first, with the count of each status (staff queue)',
        querystring: Type.Object({
          biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
          situacao: Type.Optional(Type.String({ maxLength: 20, description: REQUEST_STATUSES.join(', ') })),
          tipo: Type.Optional(Type.String({ maxLength: 40, description: REQUEST_KINDS.join(', ') })),
          ...PageQuery,
        }),
        response: { 200: Paged(QueuedRequest), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const language = requestLanguage(request);
      const queue = await requestQueue(
        services.db,
        {
          libraryCode: blankToUndefined(query.biblioteca),
          status: blankToUndefined(query.situacao),
          kind: blankToUndefined(query.tipo),
        },
        pageOf(query),
      );
      return {
        total: queue.total,
        itens: queue.rows.map((row) => ({
          ...presentRequest(row, language),
          nome: row.person_name,
          email: row.person_email,
        })),
        contagens: queue.counts,
      };
    },
  );

  app.post(
    '/circulacao/solicitacoes/:id/situacao',
    {
      schema: {
        tags,
        summary: 'Moves a request to another status; answering (atendida) needs the reply and notifies the patron',
        params: NumericIdParams,
        body: Type.Object({
          situacao: Type.String({ maxLength: 20, description: REQUEST_STATUSES.join(', ') }),
          resposta: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
        }),
        response: { 200: Type.Object({ cod_solicitacao: Type.Integer(), situacao: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const moved = await moveServiceRequest(services, request.params.id, request.body.situacao, request.body.resposta);
      setAuditChange(request, { before: moved.before, after: moved.after });
      return { cod_solicitacao: moved.id, situacao: moved.status };
    },
  );
};
