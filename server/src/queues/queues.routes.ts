import { ErrorResponse, NumericIdParams, STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser, staffOnly } from '../auth/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { blankToUndefined, Paged, PagedList, PageQuery, pageOf } from './paging.ts';
import { ownPrivacyRequests, type PrivacyRequestRow } from './queues.repository.ts';
import {
  closeDataDeletion,
  declarationQueue,
  loanRequestQueue,
  loanRequestStatusName,
  PRIVACY_REASON_MAX_LENGTH,
  PRIVACY_STATUS_NAMES,
  privacyQueue,
  requestDataDeletion,
} from './queues.ts';

const tags = ['queues (staff)'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
const staffFunction = (name: keyof typeof STAFF_FUNCTIONS) => ({
  module: STAFF_MODULE,
  activity: STAFF_FUNCTIONS[name],
});
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const LibraryQuery = { biblioteca: Type.Optional(Type.String({ maxLength: 40 })) };

const QueuedLoanRequest = Type.Object({
  cod_solicitacao: Type.Integer(),
  protocolo: Type.String(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  nome: Type.String(),
  telefone: Type.String(),
  email: Type.String(),
  biblioteca_origem: Type.String(),
  desc_biblioteca_origem: Type.String(),
  biblioteca_recebimento: Type.String(),
  desc_biblioteca_recebimento: Type.String(),
  volume: nullable(Type.String()),
  tomo: nullable(Type.String()),
  parte: nullable(Type.String()),
  material: nullable(Type.String()),
  local_recebimento: nullable(Type.String()),
  pessoa_autorizada: nullable(Type.String()),
  entrega_domicilio: Type.Boolean(),
  endereco_entrega: nullable(Type.String()),
  situacao: Type.String({ description: 'AGUARDANDO, EM_TRANSITO, DISPONIVEL, FINALIZADA or CANCELADA' }),
  data_solicitacao: Type.String(),
  data_conclusao: nullable(Type.String()),
});

const IssuedDeclaration = Type.Object({
  codigo_verificacao: Type.String(),
  nome: Type.String(),
  biblioteca: nullable(Type.String({ description: 'null: the declaration names every library' })),
  desc_biblioteca: nullable(Type.String()),
  data: Type.String({ description: 'when it was issued (ISO instant)' }),
});

const PrivacyRequest = Type.Object({
  cod_pedido: Type.Integer(),
  nome: Type.String(),
  login: nullable(Type.String()),
  email: nullable(Type.String()),
  motivo: nullable(Type.String()),
  situacao: Type.String({ description: Object.values(PRIVACY_STATUS_NAMES).join(', ') }),
  resposta: nullable(Type.String()),
  atendido_por: nullable(Type.String()),
  data: Type.String(),
  data_conclusao: nullable(Type.String()),
});

function presentPrivacyRequest(row: PrivacyRequestRow) {
  return {
    cod_pedido: row.id,
    nome: row.person_name,
    login: row.login ?? null,
    email: row.person_email,
    motivo: row.reason,
    situacao: PRIVACY_STATUS_NAMES[row.status],
    resposta: row.reply,
    atendido_por: row.handler_name,
    data: row.created_at,
    data_conclusao: row.handled_at,
  };
}

/**
 * The staff queues that have no feature of their own (docs/staff-queues.md): closed-stack loan requests and the
 * no-debts declarations issued (circulation desk, 9002), and privacy deletion requests (site administration, 9001).
 * Each group is a plugin with its own guard, so every route requires exactly one function.
 */
export const queueStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  await app.register(deskQueueRoutes, { context });
  await app.register(privacyQueueRoutes, { context });
};

const deskQueueRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (desk, { context }) => {
  const { db } = context;
  desk.addHook('preHandler', staffOnly(db, staffFunction('circulation')));

  desk.get(
    '/equipe/filas/solicitacoes-emprestimo',
    {
      schema: {
        tags,
        summary: 'Closed-stack loan requests from or to a library, by status, oldest first, with counts',
        querystring: Type.Object({
          ...LibraryQuery,
          situacao: Type.Optional(Type.String({ maxLength: 20 })),
          ...PageQuery,
        }),
        response: { 200: Paged(QueuedLoanRequest), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const queue = await loanRequestQueue(
        db,
        { libraryCode: blankToUndefined(query.biblioteca), status: blankToUndefined(query.situacao) },
        pageOf(query),
      );
      return {
        total: queue.total,
        itens: queue.rows.map((row) => ({
          cod_solicitacao: row.id,
          protocolo: row.protocol,
          cod_acervo: row.record_id,
          titulo: row.title,
          nome: row.person_name,
          telefone: row.phone,
          email: row.email,
          biblioteca_origem: row.source_code,
          desc_biblioteca_origem: row.source_name,
          biblioteca_recebimento: row.receiving_code,
          desc_biblioteca_recebimento: row.receiving_name,
          volume: row.volume,
          tomo: row.tome,
          parte: row.part,
          material: row.material,
          local_recebimento: row.receiving_location,
          pessoa_autorizada: row.authorised_person,
          entrega_domicilio: row.home_delivery === 1,
          endereco_entrega: row.delivery_address,
          situacao: loanRequestStatusName(row.status),
          data_solicitacao: row.requested_at,
          data_conclusao: row.concluded_at,
        })),
        contagens: queue.counts,
      };
    },
  );

  desk.get(
    '/equipe/filas/declaracoes',
    {
      schema: {
        tags,
        summary: 'No-debts declarations issued, newest first: of a library (or all), within the dates',
        querystring: Type.Object({
          ...LibraryQuery,
          dataIni: Type.Optional(Type.String({ description: 'YYYY-MM-DD; needs dataFim' })),
          dataFim: Type.Optional(Type.String({ description: 'YYYY-MM-DD; needs dataIni' })),
          ...PageQuery,
        }),
        response: { 200: PagedList(IssuedDeclaration), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const queue = await declarationQueue(
        db,
        { libraryCode: blankToUndefined(query.biblioteca), dataIni: query.dataIni, dataFim: query.dataFim },
        pageOf(query),
      );
      return {
        total: queue.total,
        itens: queue.rows.map((row) => ({
          codigo_verificacao: row.verification_code,
          nome: row.person_name,
          biblioteca: row.library_code,
          desc_biblioteca: row.library_name,
          data: row.issued_at,
        })),
      };
    },
  );
};

const privacyQueueRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (admin, { context }) => {
  const { db } = context;
  admin.addHook('preHandler', staffOnly(db, staffFunction('siteAdmin')));

  admin.get(
    '/equipe/filas/privacidade',
    {
      schema: {
        tags,
        summary: 'Personal-data deletion requests by status, oldest first, with counts',
        querystring: Type.Object({ situacao: Type.Optional(Type.String({ maxLength: 20 })), ...PageQuery }),
        response: { 200: Paged(PrivacyRequest), ...errors },
      },
    },
    async (request) => {
      const queue = await privacyQueue(db, { status: blankToUndefined(request.query.situacao) }, pageOf(request.query));
      return { total: queue.total, itens: queue.rows.map(presentPrivacyRequest), contagens: queue.counts };
    },
  );

  admin.post(
    '/equipe/filas/privacidade/:id/situacao',
    {
      schema: {
        tags,
        summary: 'Marks a deletion request done (data erased) or refused (with the reason); the patron is e-mailed',
        params: NumericIdParams,
        body: Type.Object({
          situacao: Type.String({ maxLength: 20, description: 'concluido or recusado' }),
          resposta: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
        }),
        response: { 200: Type.Object({ cod_pedido: Type.Integer(), situacao: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const change = await closeDataDeletion(context, request.params.id, {
        status: request.body.situacao,
        reply: request.body.resposta,
        staffPersonId: requireUser(request).personId,
      });
      setAuditChange(request, change);
      return { cod_pedido: request.params.id, situacao: change.after.situacao };
    },
  );
};

const OwnPrivacyRequest = Type.Object({
  cod_pedido: Type.Integer(),
  motivo: nullable(Type.String()),
  situacao: Type.String({ description: Object.values(PRIVACY_STATUS_NAMES).join(', ') }),
  resposta: nullable(Type.String()),
  data: Type.String(),
  data_conclusao: nullable(Type.String()),
});

/** The patron's side of privacy requests: ask the library to erase one's personal data, and follow the request. */
export const privacyRequestRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const ptags = ['privacy'];
  const perrors = { 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse };

  app.post(
    '/pessoas/privacidade/exclusao',
    {
      schema: {
        tags: ptags,
        summary: 'Asks the library to erase the patron’s personal data (one request waits at a time)',
        body: Type.Optional(
          Type.Object({
            motivo: Type.Optional(Type.Union([Type.String({ maxLength: PRIVACY_REASON_MAX_LENGTH }), Type.Null()])),
          }),
        ),
        response: {
          201: Type.Object({ cod_pedido: Type.Integer(), situacao: Type.String(), data: Type.String() }),
          ...perrors,
        },
      },
    },
    async (request, reply) => {
      const created = await requestDataDeletion(context, requireUser(request).personId, request.body?.motivo);
      return reply.status(201).send({ cod_pedido: created.id, situacao: created.status, data: created.createdAt });
    },
  );

  app.get(
    '/pessoas/privacidade/exclusao',
    {
      schema: {
        tags: ptags,
        summary: 'The patron’s own deletion requests, newest first',
        response: { 200: Type.Array(OwnPrivacyRequest), ...perrors },
      },
    },
    async (request) =>
      (await ownPrivacyRequests(context.db, requireUser(request).personId)).map((row) => ({
        cod_pedido: row.id,
        motivo: row.reason,
        situacao: PRIVACY_STATUS_NAMES[row.status],
        resposta: row.reply,
        data: row.created_at,
        data_conclusao: row.handled_at,
      })),
  );
};
