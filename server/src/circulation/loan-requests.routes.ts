import {
  ErrorResponse,
  LOAN_REQUEST_STATUS,
  LoanRequest,
  LoanRequestBody,
  LoanRequestCreated,
  LoanRequestInitialInformation,
  LoanRequestListQuery,
  NumericIdParams,
} from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { parseDateRange } from '../http/date-range.ts';
import {
  listLoanRequests,
  loanRequestOptions,
  RECEIVING_LOCATIONS,
  requestLoan,
  STATUS_BY_NAME,
} from './loan-requests.ts';

const tags = ['loan requests'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/** Loan requests (spec 001 §7.13): a copy set aside at the desk, or sent to another library or home. */
export const loanRequestRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  // The app's context carries what circulation use-cases need (CirculationServices): one mailer, one clock.
  const services = context;
  const { db } = services;

  app.get(
    '/solicitacao-emprestimo/:id/informacoes-iniciais',
    {
      schema: {
        tags,
        summary: 'What the loan request form offers: source and receiving libraries, locations, copy choices',
        params: NumericIdParams,
        response: { 200: LoanRequestInitialInformation, ...errors },
      },
    },
    async (request) => {
      const options = await loanRequestOptions(db, request.params.id, requireUser(request).personId);
      return {
        cod_acervo: options.record.id,
        titulo: options.record.title,
        bibliotecas_origem: options.sources.map((source) => ({
          codigo: source.code,
          descricao: source.name,
          disponiveis: source.available,
        })),
        bibliotecas_recebimento: options.libraries.map((library) => ({
          codigo: library.code,
          descricao: library.name,
        })),
        locais_recebimento: RECEIVING_LOCATIONS.map((location) => ({
          codigo: location.code,
          descricao: location.name,
        })),
        volumes: options.volumes,
        tomos: options.tomes,
        partes: options.parts,
        materiais: options.materials,
        telefone: options.phone,
        email: options.email,
      };
    },
  );

  app.post(
    '/solicitacao-emprestimo/:id',
    {
      schema: {
        tags,
        summary: 'Requests a loan of the title; answers the protocol number',
        params: NumericIdParams,
        body: LoanRequestBody,
        response: { 201: LoanRequestCreated, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await requestLoan(services, requireUser(request).personId, {
        recordId: request.params.id,
        sourceLibrary: body.biblioteca_origem,
        receivingLibrary: body.biblioteca_recebimento,
        volume: body.volume,
        tome: body.tomo,
        part: body.parte,
        material: body.material_adicional,
        phone: body.telefone,
        email: body.email,
        receivingLocation: body.cod_local_recebimento,
        authorisedPerson: body.pessoa_autorizada,
        homeDelivery: body.domicilio,
        deliveryAddress: body.recebimento_textual,
      });
      return reply.status(201).send({ cod_solicitacao: created.requestId, protocolo: created.protocol });
    },
  );

  app.get(
    '/solicitacao-emprestimo',
    {
      schema: {
        tags,
        summary: "The patron's loan requests with status, dates and protocol",
        querystring: LoanRequestListQuery,
        response: { 200: Type.Array(LoanRequest), ...errors },
      },
    },
    async (request) => {
      const range = parseDateRange(request.query.dataIni, request.query.dataFim);
      const rows = await listLoanRequests(db, requireUser(request).personId, {
        ...range,
        status: request.query.status ? STATUS_BY_NAME[request.query.status] : undefined,
      });
      return rows.map((row) => ({
        cod_solicitacao: row.id,
        protocolo: row.protocol,
        cod_acervo: row.record_id,
        titulo: row.title,
        biblioteca_origem: row.source_name,
        biblioteca_recebimento: row.receiving_name,
        situacao: LOAN_REQUEST_STATUS[row.status],
        data_solicitacao: row.requested_at,
        data_conclusao: row.concluded_at,
        domicilio: row.home_delivery === 1,
        pessoa_autorizada: row.authorised_person,
      }));
    },
  );
};
