import { ErrorResponse, NumericIdParams, STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { staffOnly } from '../auth/index.ts';
import { blankToUndefined, Paged, PagedList, PageQuery, pageOf } from '../queues/index.ts';
import { setAuditChange } from '../staff/index.ts';
import {
  COMMENT_STATUS_NAMES,
  commentQueue,
  commentStatus,
  generalCommentQueue,
  pendingComments,
  reviewComment,
} from './record-comments.ts';

const tags = ['moderation (staff)'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
const MODERATION_FUNCTION = { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.moderation };

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const StaffComment = Type.Object({
  cod_comentario: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  nome: Type.String({ description: "the author's full name (the title page shows the first name only)" }),
  comentario: Type.String(),
  situacao: Type.String({ description: Object.values(COMMENT_STATUS_NAMES).join(', ') }),
  data: Type.String(),
  data_avaliacao: nullable(Type.String()),
});

const GeneralComment = Type.Object({
  cod_comentario: Type.Integer(),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  nome: nullable(Type.String({ description: 'null: sent without signing in' })),
  email: nullable(Type.String()),
  comentario: Type.String(),
  data: Type.String(),
});

/**
 * Moderation (function 9004, docs/staff-queues.md): title comments wait for approval before the title page shows
 * them; general comments sent from the footer are read here. The two /circulacao paths are the desk's first
 * version (docs/circulation.md), kept as they were.
 */
export const recordCommentStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  const { db } = context;
  app.addHook('preHandler', staffOnly(db, MODERATION_FUNCTION));

  app.get(
    '/equipe/filas/comentarios',
    {
      schema: {
        tags,
        summary: 'Title comments by library (titles with a copy there) and status, oldest first, with counts',
        querystring: Type.Object({
          biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
          situacao: Type.Optional(
            Type.String({ maxLength: 20, description: Object.values(COMMENT_STATUS_NAMES).join(', ') }),
          ),
          ...PageQuery,
        }),
        response: { 200: Paged(StaffComment), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const status = blankToUndefined(query.situacao);
      const queue = await commentQueue(
        db,
        { libraryCode: blankToUndefined(query.biblioteca), status: status ? commentStatus(status) : undefined },
        pageOf(query),
      );
      return {
        total: queue.total,
        itens: queue.rows.map((row) => ({
          cod_comentario: row.id,
          cod_acervo: row.record_id,
          titulo: row.title,
          nome: row.name,
          comentario: row.text,
          situacao: COMMENT_STATUS_NAMES[row.status],
          data: row.created_at,
          data_avaliacao: row.reviewed_at,
        })),
        contagens: queue.counts,
      };
    },
  );

  app.get(
    '/equipe/filas/comentarios-gerais',
    {
      schema: {
        tags,
        summary: 'General comments sent from the footer, by library, newest first',
        querystring: Type.Object({ biblioteca: Type.Optional(Type.String({ maxLength: 40 })), ...PageQuery }),
        response: { 200: PagedList(GeneralComment), ...errors },
      },
    },
    async (request) => {
      const queue = await generalCommentQueue(db, blankToUndefined(request.query.biblioteca), pageOf(request.query));
      return {
        total: queue.total,
        itens: queue.rows.map((row) => ({
          cod_comentario: row.id,
          biblioteca: row.library_code,
          desc_biblioteca: row.library_name,
          nome: row.person_name,
          email: row.person_email,
          comentario: row.text,
          data: row.created_at,
        })),
      };
    },
  );

  app.get(
    '/circulacao/comentarios/pendentes',
    {
      schema: {
        tags,
        summary: 'Title comments awaiting approval (the first 500, oldest first)',
        response: {
          200: Type.Array(
            Type.Object({
              cod_comentario: Type.Integer(),
              cod_acervo: Type.Integer(),
              titulo: Type.String(),
              nome: Type.String(),
              comentario: Type.String(),
              data: Type.String(),
            }),
          ),
          ...errors,
        },
      },
    },
    async () =>
      (await pendingComments(db)).map((row) => ({
        cod_comentario: row.id,
        cod_acervo: row.record_id,
        titulo: row.title,
        nome: row.name,
        comentario: row.text,
        data: row.created_at,
      })),
  );

  app.post(
    '/circulacao/comentarios/:id/avaliacao',
    {
      schema: {
        tags,
        summary: 'Approves (shown on the title) or rejects a comment awaiting approval',
        params: NumericIdParams,
        body: Type.Object({ aprovado: Type.Boolean() }),
        response: { 200: Type.Object({ cod_comentario: Type.Integer(), aprovado: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      setAuditChange(request, await reviewComment(services, request.params.id, request.body.aprovado));
      return { cod_comentario: request.params.id, aprovado: request.body.aprovado };
    },
  );
};
