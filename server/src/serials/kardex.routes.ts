import {
  ErrorResponse,
  KardexData,
  KardexItem,
  KardexItemQuery,
  KardexOptions,
  KardexPermission,
  KardexQuery,
  NumericIdParams,
} from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../app-context.ts';
import { listCopies, presentCopy } from '../catalogue/index.ts';
import { kardexData, kardexItem, kardexOptions, kardexPermission } from './kardex.ts';

const tags = ['serials'];
const notFound = { 404: ErrorResponse };

/** The collection kardex of a periodical (spec 001 §7.3), read from its MARC 21 holdings (docs/serials.md). */
export const serialsRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/kardex/:id/permissao',
    {
      schema: {
        tags,
        summary: 'Whether the title has a collection kardex (periodicals, or titles with holdings records)',
        params: NumericIdParams,
        response: { 200: KardexPermission, ...notFound },
      },
    },
    async (request) => kardexPermission(db, request.params.id),
  );

  app.get(
    '/kardex/:id/combobox-data',
    {
      schema: {
        tags,
        summary: 'Libraries, periodicities (853 $w), holdings records (cod_par) and years of the kardex filters',
        params: NumericIdParams,
        response: { 200: KardexOptions, ...notFound },
      },
    },
    async (request) => kardexOptions(db, request.params.id, context.now()),
  );

  app.get(
    '/kardex/:id/data',
    {
      schema: {
        tags,
        summary:
          'Year-by-issue grid of each holdings record (received against expected), the holdings statements and the copies; codBib, codPeriod, codPar and year filter',
        params: NumericIdParams,
        querystring: KardexQuery,
        response: { 200: KardexData, ...notFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await kardexData(db, id, request.query, context.now());
      const year = request.query.year ? String(request.query.year) : undefined;
      const copies = (await listCopies(db, id, { libraryCode: request.query.codBib })).filter(
        (copy) => !year || `${copy.volume ?? ''} ${copy.part ?? ''}`.includes(year),
      );
      return { ...data, fasciculos: copies.map(presentCopy) };
    },
  );

  app.get(
    '/kardex/:id/item',
    {
      schema: {
        tags,
        summary:
          'One issue (codPar holdings record, seqPar its $8) with its sections and articles; seqSec keeps one section',
        params: NumericIdParams,
        querystring: KardexItemQuery,
        response: { 200: KardexItem, ...notFound },
      },
    },
    async (request) => kardexItem(db, request.params.id, request.query, context.now()),
  );
};
