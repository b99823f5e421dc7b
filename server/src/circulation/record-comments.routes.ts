import { ErrorResponse, NumericIdParams } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { approvedComments, COMMENT_MAX_LENGTH, deleteOwnComment, ownComments, postComment } from './record-comments.ts';

const tags = ['comments'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
const STATUS = { pending: 'PENDENTE', approved: 'APROVADO', rejected: 'REPROVADO' } as const;

const OwnComment = Type.Object({
  cod_comentario: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  comentario: Type.String(),
  situacao: Type.Union([Type.Literal('PENDENTE'), Type.Literal('APROVADO'), Type.Literal('REPROVADO')]),
  data: Type.String(),
  data_avaliacao: Type.Union([Type.String(), Type.Null()]),
});

function presentOwn(row: Awaited<ReturnType<typeof ownComments>>[number]) {
  return {
    cod_comentario: row.id,
    cod_acervo: row.record_id,
    titulo: row.title,
    comentario: row.text,
    situacao: STATUS[row.status],
    data: row.created_at,
    data_avaliacao: row.reviewed_at,
  };
}

/** Title comments (spec 001 §7.7): shown after library approval; a limit applies to those awaiting it. */
export const recordCommentRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  const { db } = services;

  app.get(
    '/comentarios/acervo/:id',
    {
      schema: {
        tags,
        summary: "A title's approved comments (public)",
        params: NumericIdParams,
        response: {
          200: Type.Array(
            Type.Object({
              cod_comentario: Type.Integer(),
              comentario: Type.String(),
              nome: Type.String(),
              data: Type.String(),
            }),
          ),
        },
      },
    },
    async (request) =>
      (await approvedComments(db, request.params.id)).map((row) => ({
        cod_comentario: row.id,
        comentario: row.text,
        nome: row.name,
        data: row.created_at,
      })),
  );

  app.post(
    '/comentarios/acervo/:id',
    {
      schema: {
        tags,
        summary: 'Sends a comment on a title; it waits for approval (422 limite_comentarios_excedido over the limit)',
        params: NumericIdParams,
        body: Type.Object({ comentario: Type.String({ maxLength: COMMENT_MAX_LENGTH * 2 }) }),
        response: {
          201: Type.Object({ cod_comentario: Type.Integer(), situacao: Type.Literal('PENDENTE') }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { commentId } = await postComment(
        services,
        requireUser(request).personId,
        request.params.id,
        request.body.comentario,
      );
      return reply.status(201).send({ cod_comentario: commentId, situacao: 'PENDENTE' as const });
    },
  );

  app.get(
    '/comentarios/usuario/acervos',
    {
      schema: {
        tags,
        summary: "The signed-in patron's comments on every title, with their status",
        response: { 200: Type.Array(OwnComment), ...errors },
      },
    },
    async (request) => (await ownComments(db, requireUser(request).personId)).map(presentOwn),
  );

  app.get(
    '/comentarios/usuario/acervo/:id',
    {
      schema: {
        tags,
        summary: "The signed-in patron's comments on one title",
        params: NumericIdParams,
        response: { 200: Type.Array(OwnComment), ...errors },
      },
    },
    async (request) => (await ownComments(db, requireUser(request).personId, request.params.id)).map(presentOwn),
  );

  app.delete(
    '/comentarios/usuario/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the patron’s own comments',
        params: NumericIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOwnComment(db, requireUser(request).personId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
