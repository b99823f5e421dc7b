import {
  AccessReport,
  AccessReportQuery,
  AcquisitionsReport,
  AcquisitionsReportQuery,
  CirculationReport,
  CirculationReportQuery,
  ErrorResponse,
  OverdueReport,
  OverdueReportQuery,
  REPORT_PAGE_SIZE,
  STAFF_FUNCTIONS,
  STAFF_MODULE,
  WaitingHoldsReport,
  WaitingHoldsReportQuery,
} from '@estante/contracts';
import { calendarDate } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { FeatureOptions } from '../app-context.ts';
import { staffOnly } from '../auth/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { AccessCounter } from './access-counter.ts';
import {
  ACQUISITIONS_COLUMNS,
  accessColumns,
  CIRCULATION_COLUMNS,
  csvTable,
  OVERDUE_COLUMNS,
  PURCHASE_ORDER_COLUMNS,
  type ReportColumn,
  WAITING_HOLDS_COLUMNS,
} from './report-columns.ts';
import { csvFileName, toCsv } from './report-csv.ts';
import {
  accessReport,
  acquisitionsReport,
  circulationReport,
  overdueReport,
  type ReportPage,
  type ReportServices,
  waitingHoldsReport,
} from './reports.ts';

export interface ReportRoutesOptions extends FeatureOptions {
  accessCounter: AccessCounter;
}

const tags = ['staff reports'];
const errors = { 401: ErrorResponse, 403: ErrorResponse, 422: ErrorResponse };

/** The JSON answer, or with formato=csv the same report as a CSV file (documented as both in the OpenAPI). */
function jsonOrCsv(schema: TSchema) {
  return {
    200: {
      description: 'The report; with formato=csv, a CSV file (UTF-8 with a byte order mark, a header row)',
      content: {
        'application/json': { schema },
        'text/csv': { schema: Type.String() },
      },
    },
    ...errors,
  };
}

function sendCsv<Row>(
  reply: FastifyReply,
  name: readonly (string | undefined)[],
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  language: Parameters<typeof csvTable>[2],
) {
  const table = csvTable(columns, rows, language);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(name)}"`)
    .send(toCsv(table.header, table.cells));
}

function page(query: { pagina?: number; itens?: number; formato?: 'json' | 'csv' }): ReportPage {
  if (query.formato === 'csv') return 'all';
  const limit = query.itens ?? REPORT_PAGE_SIZE;
  return { offset: ((query.pagina ?? 1) - 1) * limit, limit };
}

/**
 * The staff console's reports (issue 21, item 5; docs/staff-reports.md), for staff holding the reports function
 * (9006). Every report reads the database only; the overdue list shows patrons' names and user codes.
 */
export const reportRoutes: FastifyPluginAsyncTypebox<ReportRoutesOptions> = async (app, { context, accessCounter }) => {
  const services: ReportServices = {
    db: context.db,
    now: () => context.now(),
    accessCounter,
  };
  app.addHook('preHandler', staffOnly(context.db, { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.reports }));

  app.get(
    '/equipe/relatorios/circulacao',
    {
      schema: {
        tags,
        summary: 'Loans, returns and renewals per month and library (the last 12 months unless de/ate say)',
        querystring: CirculationReportQuery,
        response: jsonOrCsv(CirculationReport),
      },
    },
    async (request, reply) => {
      const report = await circulationReport(services, request.query);
      if (request.query.formato !== 'csv') return report;
      const name = ['relatorio-circulacao', request.query.biblioteca, report.de, report.ate];
      return sendCsv(reply, name, CIRCULATION_COLUMNS, report.itens, requestLanguage(request));
    },
  );

  app.get(
    '/equipe/relatorios/reservas-em-espera',
    {
      schema: {
        tags,
        summary: 'Titles with holds waiting for a copy, per library: queue length and oldest hold (longest first)',
        querystring: WaitingHoldsReportQuery,
        response: jsonOrCsv(WaitingHoldsReport),
      },
    },
    async (request, reply) => {
      const report = await waitingHoldsReport(services, request.query, page(request.query));
      if (request.query.formato !== 'csv') return report;
      const name = ['relatorio-reservas-em-espera', request.query.biblioteca, calendarDate(context.now())];
      return sendCsv(reply, name, WAITING_HOLDS_COLUMNS, report.itens, requestLanguage(request));
    },
  );

  app.get(
    '/equipe/relatorios/atrasos',
    {
      schema: {
        tags,
        summary: 'Overdue loans (patron, title, copy, due date, days late, fine so far), the most overdue first',
        querystring: OverdueReportQuery,
        response: jsonOrCsv(OverdueReport),
      },
    },
    async (request, reply) => {
      const report = await overdueReport(services, request.query, page(request.query));
      if (request.query.formato !== 'csv') return report;
      const name = ['relatorio-atrasos', request.query.biblioteca, report.data_referencia];
      return sendCsv(reply, name, OVERDUE_COLUMNS, report.itens, requestLanguage(request));
    },
  );

  app.get(
    '/equipe/relatorios/acessos',
    {
      schema: {
        tags,
        summary: 'Catalogue searches and title pages viewed per day (the last 30 days) or per month (the last 12)',
        querystring: AccessReportQuery,
        response: jsonOrCsv(AccessReport),
      },
    },
    async (request, reply) => {
      const report = await accessReport(services, request.query);
      if (request.query.formato !== 'csv') return report;
      const name = ['relatorio-acessos', report.de, report.ate];
      return sendCsv(
        reply,
        name,
        accessColumns(request.query.agrupar === 'mes'),
        report.itens,
        requestLanguage(request),
      );
    },
  );

  app.get(
    '/equipe/relatorios/aquisicoes',
    {
      schema: {
        tags,
        summary:
          'Purchase suggestions sent and purchase orders created per month, by their status now (the last 12 months unless de/ate say); the CSV holds the suggestions, or the orders with tabela=pedidos',
        querystring: AcquisitionsReportQuery,
        response: jsonOrCsv(AcquisitionsReport),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const report = await acquisitionsReport(services, request.query, language);
      if (request.query.formato !== 'csv') return report;
      if (request.query.tabela === 'pedidos') {
        const name = ['relatorio-pedidos-compra', request.query.biblioteca, report.de, report.ate];
        return sendCsv(reply, name, PURCHASE_ORDER_COLUMNS, report.pedidos, language);
      }
      const name = ['relatorio-aquisicoes', request.query.biblioteca, report.de, report.ate];
      return sendCsv(reply, name, ACQUISITIONS_COLUMNS, report.itens, language);
    },
  );
};
