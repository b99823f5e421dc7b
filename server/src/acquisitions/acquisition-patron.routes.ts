import {
  AcquisitionStatistics,
  AcquisitionStatisticsQuery,
  ErrorResponse,
  PatronPurchaseOrder,
} from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { csvFileName, toCsv } from '../reports/index.ts';
import { acquisitionStatistics, patronPurchaseOrders, statisticsCsvRows } from './acquisition-statistics.ts';

const tags = ['acquisition'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse };

/**
 * The personal area's acquisition calls (spec 000 §1, spec 001 §7.4; docs/acquisitions.md): the purchase orders the
 * patron's suggestions went into, and the acquisition statistics. Both need a signed-in person.
 */
export const acquisitionPatronRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/aquisicao/pedidos',
    {
      schema: {
        tags,
        summary: "Purchase orders holding the signed-in patron's suggestions, newest first, with the patron's titles",
        response: { 200: Type.Array(PatronPurchaseOrder), ...errors },
      },
    },
    async (request) => patronPurchaseOrders(db, requireUser(request).personId),
  );

  app.get(
    '/aquisicao/estatisticas',
    {
      schema: {
        tags,
        summary: 'Titles and copies acquired in a period, by kind (purchase, gift, exchange), library and month',
        querystring: AcquisitionStatisticsQuery,
        response: {
          200: {
            description: 'The statistics; with formato=csv, a CSV file (UTF-8 with a byte order mark, a header row)',
            content: {
              'application/json': { schema: AcquisitionStatistics },
              'text/csv': { schema: Type.String() },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const statistics = await acquisitionStatistics(db, request.query, context.now());
      if (request.query.formato !== 'csv') return statistics;
      const table = statisticsCsvRows(statistics);
      const name = csvFileName([
        'aquisicoes',
        statistics.biblioteca ?? undefined,
        statistics.dataIni,
        statistics.dataFim,
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(toCsv(table.header, table.rows));
    },
  );
};
