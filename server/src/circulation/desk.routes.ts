import {
  DeskCopyReference,
  DeskHoldShelfResponse,
  DeskListQuery,
  DeskPatronSearchQuery,
  DeskPatronSearchResponse,
  DeskPatronSummary,
  DeskRenewalResponse,
  DeskTransitReceipt,
  DeskTransitsResponse,
  DeskWaiverBody,
  DeskWaiverResponse,
  ErrorResponse,
  NumericIdParams,
} from '@estante/contracts';
import { CIRCULATION_CODES, CirculationRefusal, InvalidInputError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { waiveDebt } from './account-operations.ts';
import { copyReference } from './copy-reference.ts';
import { receiveTransit } from './copy-transits.ts';
import {
  holdShelf,
  libraryLabel,
  patronSummary,
  presentRouting,
  renewAtDesk,
  searchPatrons,
  transitsList,
} from './desk-patrons.ts';

const tags = ['circulation desk'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/**
 * The staff console's circulation desk (docs/staff-desk.md): find a patron and read their account, renew at the
 * desk, waive a debt, the holds shelf and the copies in transit. Registered inside the circulation staff plugin, so
 * its guard (function 9002) covers every route here.
 */
export const deskRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const services = context;

  app.get(
    '/circulacao/usuarios',
    {
      schema: {
        tags,
        summary: 'Finds patrons by login or card number, tax id (CPF) or name (one search box)',
        querystring: DeskPatronSearchQuery,
        response: { 200: DeskPatronSearchResponse, ...errors },
      },
    },
    async (request) => {
      if (request.query.termo.trim() === '') throw new InvalidInputError('CampoObrigatorioNaoPreenchido');
      return searchPatrons(services, request.query.termo);
    },
  );

  app.get(
    '/circulacao/usuarios/:id',
    {
      schema: {
        tags,
        summary: 'A patron at the desk: what stops them borrowing, loans, holds, debts and suspensions',
        params: NumericIdParams,
        response: { 200: DeskPatronSummary, ...errors },
      },
    },
    async (request) => patronSummary(services, request.params.id),
  );

  app.post(
    '/circulacao/emprestimos/:id/renovacao',
    {
      schema: {
        tags,
        summary: "Renews a patron's loan at the desk (the patron's own renewal rules)",
        params: NumericIdParams,
        response: { 200: DeskRenewalResponse, ...errors },
      },
    },
    async (request) => {
      const outcome = await renewAtDesk(services, request.params.id);
      setAuditChange(request, {
        before: { cod_emprestimo: outcome.loanId, renovacoes: (outcome.renewalCount ?? 1) - 1 },
        after: { cod_emprestimo: outcome.loanId, renovacoes: outcome.renewalCount, due_date: outcome.dueDate },
      });
      return {
        cod_emprestimo: outcome.loanId,
        data_devolucao_prevista: outcome.dueDate ?? '',
        renovacoes: outcome.renewalCount ?? 0,
        limite_renovacoes: outcome.renewalLimit ?? 0,
      };
    },
  );

  app.post(
    '/circulacao/debitos/:id/abonos',
    {
      schema: {
        tags,
        summary: 'Waives a debt in part (valor) or whole, with a reason; recorded apart from payments',
        params: NumericIdParams,
        body: DeskWaiverBody,
        response: { 201: DeskWaiverResponse, ...errors },
      },
    },
    async (request, reply) => {
      const amount = request.body.valor === undefined ? undefined : Math.round(request.body.valor * 100);
      if (amount === 0) throw new CirculationRefusal(CIRCULATION_CODES.invalidAmount);
      const waived = await waiveDebt(services, request.params.id, {
        reason: request.body.motivo,
        amountCents: amount,
        staffPersonId: requireUser(request).personId,
      });
      setAuditChange(request, { before: waived.before, after: waived.after });
      return reply.status(201).send({
        cod_abono: waived.waiverId,
        valor_abonado: waived.waivedCents / 100,
        saldo: waived.balanceCents / 100,
      });
    },
  );

  app.get(
    '/circulacao/estante-reservas',
    {
      schema: {
        tags,
        summary: 'The holds shelf: holds ready for pickup at a library (biblioteca), the soonest deadline first',
        querystring: DeskListQuery,
        response: { 200: DeskHoldShelfResponse, ...errors },
      },
    },
    async (request) => holdShelf(services, request.query),
  );

  app.get(
    '/circulacao/transitos',
    {
      schema: {
        tags,
        summary: 'Copies in transit, to a library (biblioteca) or all, the longest on the way first',
        querystring: DeskListQuery,
        response: { 200: DeskTransitsResponse, ...errors },
      },
    },
    async (request) => transitsList(services, request.query),
  );

  app.post(
    '/circulacao/transitos/recebimento',
    {
      schema: {
        tags,
        summary: 'Receives a copy in transit at its destination: the hold it travelled for becomes ready',
        body: DeskCopyReference,
        response: { 200: DeskTransitReceipt, ...errors },
      },
    },
    async (request) => {
      const received = await receiveTransit(services, copyReference(request.body));
      const routed = await presentRouting(services, received.routing);
      setAuditChange(request, {
        before: { cod_transito: received.transitId, received_at: null },
        after: { cod_transito: received.transitId, received_at: services.now().toISOString(), ...routed },
      });
      const here = await libraryLabel(services, received.receivedAtLibraryId);
      return {
        cod_transito: received.transitId,
        cod_exemplar: received.copyId,
        codigo_barras: received.barcode,
        titulo: received.title,
        biblioteca: here.code,
        desc_biblioteca: here.name,
        ...routed,
      };
    },
  );
};
