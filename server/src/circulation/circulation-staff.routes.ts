import { ErrorResponse, LoanRequestStatusChange, NumericIdParams } from '@estante/contracts';
import { InvalidInputError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { CIRCULATION_FUNCTION, staffOnly } from '../auth/index.ts';
import { addSuspension, liftSuspension, receivePayment } from './account-operations.ts';
import { checkIn, checkOut } from './desk-operations.ts';
import { libraryStaffRoutes } from './library-staff.routes.ts';
import { moveLoanRequest, STATUS_BY_NAME } from './loan-requests.ts';
import { pendingComments, reviewComment } from './record-comments.ts';

const tags = ['circulation desk'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

const CopyReferenceBody = {
  codigo_barras: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  cod_exemplar: Type.Optional(Type.Integer({ minimum: 1 })),
};

function copyReference(body: { codigo_barras?: string; cod_exemplar?: number }) {
  if (body.codigo_barras === undefined && body.cod_exemplar === undefined)
    throw new InvalidInputError('CampoObrigatorioNaoPreenchido', { campo: 'codigo_barras' });
  return { barcode: body.codigo_barras, copyId: body.cod_exemplar };
}

/**
 * The circulation desk (staff holding the circulation function, docs/circulation.md): check out, check
 * in, payments and suspensions. `npm run admin -- checkout …` runs the same use-cases.
 */
export const circulationStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  app.addHook('preHandler', staffOnly(context.db, CIRCULATION_FUNCTION));
  await app.register(libraryStaffRoutes, { context });

  app.post(
    '/circulacao/emprestimos',
    {
      schema: {
        tags,
        summary: 'Checks a copy out to a patron (by user code); data_emprestimo records an offline loan',
        body: Type.Object({
          usuario: Type.String({ minLength: 1, maxLength: 100 }),
          ...CopyReferenceBody,
          data_emprestimo: Type.Optional(Type.String({ format: 'date-time' })),
        }),
        response: {
          201: Type.Object({ cod_emprestimo: Type.Integer(), data_devolucao_prevista: Type.String() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const loan = await checkOut(services, {
        login: request.body.usuario,
        ...copyReference(request.body),
        loanedAt: request.body.data_emprestimo ? new Date(request.body.data_emprestimo) : undefined,
      });
      return reply.status(201).send({ cod_emprestimo: loan.loanId, data_devolucao_prevista: loan.dueDate });
    },
  );

  app.post(
    '/circulacao/devolucoes',
    {
      schema: {
        tags,
        summary: 'Checks a copy in: fine for a late return, copy released to the first hold in the queue',
        body: Type.Object(CopyReferenceBody),
        response: {
          200: Type.Object({
            cod_emprestimo: Type.Integer(),
            multa: Type.Number(),
            cod_debito: Type.Union([Type.Integer(), Type.Null()]),
            reservado_para: Type.Union([Type.Integer(), Type.Null()], { description: 'cod_pessoa of the hold served' }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await checkIn(services, copyReference(request.body));
      return {
        cod_emprestimo: result.loanId,
        multa: result.fineCents / 100,
        cod_debito: result.debtId,
        reservado_para: result.heldForPersonId,
      };
    },
  );

  app.post(
    '/circulacao/debitos/:id/pagamentos',
    {
      schema: {
        tags,
        summary: 'Receives a payment towards a debt',
        params: NumericIdParams,
        body: Type.Object({ valor: Type.Number({ exclusiveMinimum: 0 }) }),
        response: { 200: Type.Object({ valor_pago: Type.Number(), saldo: Type.Number() }), ...errors },
      },
    },
    async (request) => {
      const paid = await receivePayment(services, request.params.id, Math.round(request.body.valor * 100));
      return { valor_pago: paid.paidCents / 100, saldo: paid.balanceCents / 100 };
    },
  );

  app.post(
    '/circulacao/afastamentos',
    {
      schema: {
        tags,
        summary: 'Suspends a patron from borrowing until data_fim (or until lifted)',
        body: Type.Object({
          usuario: Type.String({ minLength: 1, maxLength: 100 }),
          motivo: Type.String({ minLength: 1, maxLength: 500 }),
          data_inicio: Type.Optional(Type.String()),
          data_fim: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        }),
        response: { 201: Type.Object({ cod_afastamento: Type.Integer() }), ...errors },
      },
    },
    async (request, reply) => {
      const created = await addSuspension(services, {
        login: request.body.usuario,
        reason: request.body.motivo,
        startsOn: request.body.data_inicio,
        endsOn: request.body.data_fim ?? null,
      });
      return reply.status(201).send({ cod_afastamento: created.suspensionId });
    },
  );

  app.delete(
    '/circulacao/afastamentos/:id',
    {
      schema: {
        tags,
        summary: 'Lifts a suspension',
        params: NumericIdParams,
        response: { 200: Type.Object({ cod_afastamento: Type.Integer() }), ...errors },
      },
    },
    async (request) => ({ cod_afastamento: (await liftSuspension(services, request.params.id)).suspensionId }),
  );

  app.post(
    '/circulacao/solicitacoes-emprestimo/:id/situacao',
    {
      schema: {
        tags,
        summary: 'Moves a loan request: AGUARDANDO → EM_TRANSITO → DISPONIVEL → FINALIZADA, or CANCELADA',
        params: NumericIdParams,
        body: LoanRequestStatusChange,
        response: { 200: Type.Object({ cod_solicitacao: Type.Integer(), situacao: Type.String() }), ...errors },
      },
    },
    async (request) => {
      await moveLoanRequest(services, request.params.id, STATUS_BY_NAME[request.body.situacao]!);
      return { cod_solicitacao: request.params.id, situacao: request.body.situacao };
    },
  );

  app.get(
    '/circulacao/comentarios/pendentes',
    {
      schema: {
        tags,
        summary: 'Title comments awaiting approval',
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
      (await pendingComments(context.db)).map((row) => ({
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
      await reviewComment(services, request.params.id, request.body.aprovado);
      return { cod_comentario: request.params.id, aprovado: request.body.aprovado };
    },
  );
};
