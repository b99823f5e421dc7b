import {
  CancelHoldsBody,
  DateRangeQuery,
  ErrorResponse,
  Hold,
  HoldInitialInformation,
  HoldPickupBody,
  HoldPickupLibraries,
  HoldPlaced,
  HoldQueueValidation,
  HoldRequestBody,
  HoldSuspensionBody,
  LoanHistoryItem,
  LoanHistoryQuery,
  LoanTokenResponse,
  NumericIdParams,
  PendingDebt,
  PendingTitle,
  PendingTitlesQuery,
  RenewalRequest,
  RenewalResponse,
  Suspension,
} from '@estante/contracts';
import { calendarDate, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { parseDateRange } from '../http/date-range.ts';
import { requestLanguage } from '../http/request-language.ts';
import { currentLoanToken, issueLoanToken } from './account-operations.ts';
import { presentHistoryItem, presentHold, presentSuspension } from './circulation.presenter.ts';
import { loanHistory } from './circulation.repository.ts';
import { changePickupLibrary, pickupLibraries, resumeHold, suspendHold } from './hold-changes.ts';
import {
  cancelHolds,
  findHoldView,
  holdHistory,
  holdOptions,
  listActiveHolds,
  placeHold,
  validateHold,
  withEstimates,
} from './holds.ts';
import { pendingTitles } from './patron-circulation.ts';
import { pendingDebtsWithAccruingFines } from './patron-debts.ts';
import { renewLoans } from './renew-loans.ts';
import { activeSuspensionsAndUpcoming } from './suspensions.repository.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
const loans = ['loans'];
const holds = ['holds'];

const toHoldRequest = (body: HoldRequestBody) => ({
  recordId: body.cod_acervo,
  libraryCode: body.biblioteca,
  volume: body.volume,
  tome: body.tomo,
  part: body.parte,
  material: body.material_adicional,
  location: body.localizacao,
});

/** The patron's own circulation calls (spec 001 §7.5, §7.8, §7.12); all need a signed-in user. */
export const circulationRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  const { db } = services;

  app.get(
    '/emprestimo/titulos-pendentes',
    {
      schema: {
        tags: loans,
        summary: "The patron's open loans: due date, renewals and limit, late flag, whether renewable now",
        querystring: PendingTitlesQuery,
        response: { 200: Type.Array(PendingTitle), ...errors },
      },
    },
    async (request) => pendingTitles(services, requireUser(request).personId, request.query.showDetails ?? false),
  );

  app.post(
    '/emprestimo/renovacao',
    {
      schema: {
        tags: loans,
        summary: 'Renews one or several loans; each item says whether it was renewed or why not',
        body: RenewalRequest,
        response: { 200: RenewalResponse, ...errors },
      },
    },
    async (request) => {
      const outcomes = await renewLoans(services, requireUser(request).personId, request.body.emprestimos);
      const language = requestLanguage(request);
      return {
        renovados: outcomes.filter((outcome) => outcome.renewed).length,
        itens: outcomes.map((outcome) => ({
          cod_emprestimo: outcome.loanId,
          renovado: outcome.renewed,
          codigo: outcome.code,
          mensagem: outcome.code ? context.messages.text(outcome.code, language) : null,
          data_devolucao_prevista: outcome.dueDate,
          renovacoes: outcome.renewalCount,
          limite_renovacoes: outcome.renewalLimit,
        })),
      };
    },
  );

  app.get(
    '/emprestimo/historico',
    {
      schema: {
        tags: loans,
        summary: 'Returned loans, lent between dataIni and dataFim; multa=true keeps those with a fine',
        querystring: LoanHistoryQuery,
        response: { 200: Type.Array(LoanHistoryItem), ...errors },
      },
    },
    async (request) => {
      const personId = requireUser(request).personId;
      const range = parseDateRange(request.query.dataIni, request.query.dataFim);
      const rows = await loanHistory(db, personId, { ...range, onlyWithFine: request.query.multa === true });
      return rows.map(presentHistoryItem);
    },
  );

  app.get(
    '/emprestimo/debitos-pendentes',
    {
      schema: {
        tags: loans,
        summary:
          'Debts not yet paid in full (amount, discount, paid, payment date, service type, reason), then the fine each overdue loan accrues (em_curso)',
        response: { 200: Type.Array(PendingDebt), ...errors },
      },
    },
    async (request) => pendingDebtsWithAccruingFines(services, requireUser(request).personId),
  );

  app.get(
    '/pessoas/afastamentos',
    {
      schema: {
        tags: loans,
        summary: "The patron's suspensions (deviations) in force or to come",
        response: { 200: Type.Array(Suspension), ...errors },
      },
    },
    async (request) =>
      (await activeSuspensionsAndUpcoming(db, requireUser(request).personId, calendarDate(services.now()))).map(
        presentSuspension,
      ),
  );

  app.get(
    '/emprestimo/token',
    {
      schema: {
        tags: loans,
        summary: "The patron's loan token while valid (null otherwise)",
        response: { 200: LoanTokenResponse, ...errors },
      },
    },
    async (request) => {
      const token = await currentLoanToken(db, requireUser(request).personId, services.now());
      return { token: token?.token ?? null, validade: token?.validUntil ?? null };
    },
  );

  app.post(
    '/emprestimo/token',
    {
      schema: {
        tags: loans,
        summary: 'Issues a new loan token for the self-service kiosk (the previous one stops working)',
        response: { 200: LoanTokenResponse, ...errors },
      },
    },
    async (request) => {
      const token = await issueLoanToken(services, requireUser(request).personId);
      return { token: token.token, validade: token.validUntil };
    },
  );

  app.get(
    '/reserva/:id/informacoes-iniciais',
    {
      schema: {
        tags: holds,
        summary: 'What the hold form offers for a title: libraries (with queue), volumes, tomes, parts, materials',
        params: NumericIdParams,
        response: { 200: HoldInitialInformation, ...errors },
      },
    },
    async (request) => {
      const options = await holdOptions(services, request.params.id, requireUser(request).personId);
      return {
        cod_acervo: options.record.id,
        titulo: options.record.title,
        bibliotecas: options.libraries.map((library) => ({
          codigo: library.code,
          descricao: library.name,
          exemplares: library.copies,
          disponiveis: library.available,
          fila: library.queue,
          reserva: library.holdable,
          motivo: library.refusal,
          opcoes: library.designations,
        })),
        volumes: options.volumes,
        tomos: options.tomes,
        partes: options.parts,
        materiais: options.materials,
        localizacoes: options.locations,
        reserva_existente: options.alreadyHeld,
      };
    },
  );

  app.post(
    '/reserva/validar-fila',
    {
      schema: {
        tags: holds,
        summary: 'Checks a hold without placing it; answers the queue position it would take',
        body: HoldRequestBody,
        response: { 200: HoldQueueValidation, ...errors },
      },
    },
    async (request) => {
      const { position } = await validateHold(services, requireUser(request).personId, toHoldRequest(request.body));
      return { posicao_fila: position };
    },
  );

  app.post(
    '/reserva',
    {
      schema: {
        tags: holds,
        summary: "Places a hold: joins the title's queue at the library (refused while a copy is available)",
        body: HoldRequestBody,
        response: { 201: HoldPlaced, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await placeHold(services, requireUser(request).personId, toHoldRequest(request.body));
      return reply
        .status(201)
        .send({ cod_reserva: placed.holdId, posicao_fila: placed.position, estimativa: placed.estimate });
    },
  );

  app.get(
    '/reserva',
    {
      schema: {
        tags: holds,
        summary: "The patron's holds in a queue or waiting on the hold shelf; queued ones with their estimated wait",
        response: { 200: Type.Array(Hold), ...errors },
      },
    },
    async (request) => {
      const personId = requireUser(request).personId;
      const holds = await withEstimates(services, personId, await listActiveHolds(db, personId));
      return holds.map(({ hold, estimate }) => presentHold(hold, estimate));
    },
  );

  /** The hold as the list shows it, with its estimate: the answer to a change (404 for another patron's hold). */
  const heldView = async (personId: number, holdId: number) => {
    const hold = await findHoldView(db, personId, holdId);
    if (!hold) throw new NotFoundError('hold');
    const [withEstimate] = await withEstimates(services, personId, [hold]);
    return presentHold(hold, withEstimate?.estimate ?? null);
  };

  app.put(
    '/reserva/:id/suspensao',
    {
      schema: {
        tags: holds,
        summary: 'Ours: suspends a queued hold until a day (after today, a year at most); it keeps its place',
        params: NumericIdParams,
        body: HoldSuspensionBody,
        response: { 200: Hold, ...errors },
      },
    },
    async (request) => {
      const personId = requireUser(request).personId;
      await suspendHold(services, personId, request.params.id, request.body.ate);
      return heldView(personId, request.params.id);
    },
  );

  app.delete(
    '/reserva/:id/suspensao',
    {
      schema: {
        tags: holds,
        summary: 'Ours: resumes a suspended hold at once (a copy back on the shelf meanwhile is released to the queue)',
        params: NumericIdParams,
        response: { 200: Hold, ...errors },
      },
    },
    async (request) => {
      const personId = requireUser(request).personId;
      await resumeHold(services, personId, request.params.id);
      return heldView(personId, request.params.id);
    },
  );

  app.put(
    '/reserva/:id/biblioteca-retirada',
    {
      schema: {
        tags: holds,
        summary: 'Ours: the library where the patron collects a queued hold; the queue and the position stay',
        params: NumericIdParams,
        body: HoldPickupBody,
        response: { 200: Hold, ...errors },
      },
    },
    async (request) => {
      const personId = requireUser(request).personId;
      await changePickupLibrary(services, personId, request.params.id, request.body.biblioteca);
      return heldView(personId, request.params.id);
    },
  );

  app.get(
    '/reserva/bibliotecas-retirada',
    {
      schema: {
        tags: holds,
        summary: 'Ours: the libraries a hold can be collected at',
        response: { 200: HoldPickupLibraries, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return (await pickupLibraries(db)).map((library) => ({ codigo: library.code, descricao: library.name }));
    },
  );

  app.delete(
    '/reserva',
    {
      schema: {
        tags: holds,
        summary: 'Cancels several holds (all or none); the body is the list of cod_reserva',
        body: CancelHoldsBody,
        response: { 200: Type.Object({ canceladas: Type.Integer() }), ...errors },
      },
    },
    async (request) => {
      const { cancelled } = await cancelHolds(services, requireUser(request).personId, request.body);
      return { canceladas: cancelled };
    },
  );

  app.get(
    '/reserva/historico',
    {
      schema: {
        tags: holds,
        summary: 'Holds that ended (served, cancelled, expired), placed between dataIni and dataFim',
        querystring: DateRangeQuery,
        response: { 200: Type.Array(Hold), ...errors },
      },
    },
    async (request) => {
      const personId = requireUser(request).personId;
      const range = parseDateRange(request.query.dataIni, request.query.dataFim);
      return (await holdHistory(db, personId, range)).map((hold) => presentHold(hold, undefined));
    },
  );
};
