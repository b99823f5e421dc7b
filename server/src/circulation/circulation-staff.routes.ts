import {
  DeskCheckInResponse,
  DeskCheckOutResponse,
  DeskCopyReference,
  DeskPaymentResponse,
  ErrorResponse,
  LoanRequestStatusChange,
  NumericIdParams,
} from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { CIRCULATION_FUNCTION, staffOnly } from '../auth/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { addSuspension, liftSuspension, receivePayment } from './account-operations.ts';
import { copyReference } from './copy-reference.ts';
import { deskRoutes } from './desk.routes.ts';
import { checkIn, checkOut } from './desk-operations.ts';
import { presentRouting } from './desk-patrons.ts';
import { libraryStaffRoutes } from './library-staff.routes.ts';
import { moveLoanRequest, STATUS_BY_NAME } from './loan-requests.ts';

const tags = ['circulation desk'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/**
 * The circulation desk (staff holding the circulation function, docs/circulation.md): check out, check
 * in, payments and suspensions. `npm run admin -- checkout …` runs the same use-cases. Title comments are
 * moderation's (record-comments-staff.routes.ts).
 */
export const circulationStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  app.addHook('preHandler', staffOnly(context.db, CIRCULATION_FUNCTION));
  await app.register(libraryStaffRoutes, { context });
  await app.register(deskRoutes, { context });

  app.post(
    '/circulacao/emprestimos',
    {
      schema: {
        tags,
        summary: 'Checks a copy out to a patron (by user code); data_emprestimo records an offline loan',
        body: Type.Composite([
          Type.Object({ usuario: Type.String({ minLength: 1, maxLength: 100 }) }),
          DeskCopyReference,
          Type.Object({ data_emprestimo: Type.Optional(Type.String({ format: 'date-time' })) }),
        ]),
        response: { 201: DeskCheckOutResponse, ...errors },
      },
    },
    async (request, reply) => {
      const loan = await checkOut(services, {
        login: request.body.usuario,
        ...copyReference(request.body),
        loanedAt: request.body.data_emprestimo ? new Date(request.body.data_emprestimo) : undefined,
      });
      setAuditChange(request, {
        before: { exemplar: { id: loan.copyId, status: loan.copyStatusBefore } },
        after: {
          exemplar: { id: loan.copyId, status: 'on_loan' },
          emprestimo: loan.loan,
          reserva_atendida: loan.holdFulfilled,
        },
      });
      return reply.status(201).send({
        cod_emprestimo: loan.loanId,
        data_devolucao_prevista: loan.dueDate,
        cod_exemplar: loan.copyId,
        codigo_barras: loan.barcode,
        titulo: loan.title,
      });
    },
  );

  app.post(
    '/circulacao/devolucoes',
    {
      schema: {
        tags,
        summary: 'Checks a copy in: fine for a late return, copy released to the first hold in the queue',
        body: DeskCopyReference,
        response: { 200: DeskCheckInResponse, ...errors },
      },
    },
    async (request) => {
      const result = await checkIn(services, copyReference(request.body));
      setAuditChange(request, result.audit);
      return {
        cod_emprestimo: result.loanId,
        multa: result.fineCents / 100,
        cod_debito: result.debtId,
        reservado_para: result.heldForPersonId,
        cod_exemplar: result.copyId,
        codigo_barras: result.barcode,
        titulo: result.title,
        ...(await presentRouting(services, result.routing)),
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
        response: { 200: DeskPaymentResponse, ...errors },
      },
    },
    async (request) => {
      const paid = await receivePayment(services, request.params.id, Math.round(request.body.valor * 100));
      setAuditChange(request, { before: paid.before, after: paid.after });
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
      setAuditChange(request, { after: created.after });
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
    async (request) => {
      const lifted = await liftSuspension(services, request.params.id);
      setAuditChange(request, { before: lifted.before, after: lifted.after });
      return { cod_afastamento: lifted.suspensionId };
    },
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
};
