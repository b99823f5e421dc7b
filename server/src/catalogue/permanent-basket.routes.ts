import {
  ErrorResponse,
  PermanentBasketAdd,
  PermanentBasketAddResult,
  PermanentBasketQuery,
  PermanentBasketRemove,
  PermanentBasketTitle,
} from '@estante/contracts';
import { CIRCULATION_CODES, CirculationRefusal, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { parseDateRange } from '../http/date-range.ts';
import {
  listPermanentBasket,
  removeFromPermanentBasket,
  saveToPermanentBasket,
} from './permanent-basket.repository.ts';
import { findRecordsByIds } from './record.repository.ts';

const tags = ['personal area'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/** /api/acervo/cesta-permanente (spec 001 §7.3): the signed-in patron's saved titles. */
export const permanentBasketRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.post(
    '/acervo/cesta-permanente',
    {
      schema: {
        tags,
        summary: 'Saves titles to the permanent basket; 404 (nothing saved) when one of them does not exist',
        body: PermanentBasketAdd,
        response: { 200: PermanentBasketAddResult, ...errors },
      },
    },
    async (request) => {
      const { personId } = requireUser(request);
      const ids = [...new Set(request.body.acervos)];
      const found = new Set((await findRecordsByIds(db, ids)).map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw new NotFoundError(`records ${missing.join(',')}`, { ausentes: missing });
      return { adicionados: await saveToPermanentBasket(db, personId, ids, context.now()) };
    },
  );

  app.put(
    '/acervo/cesta-permanente',
    {
      schema: {
        tags,
        summary: 'Removes one title from the permanent basket; 404 when it is not there',
        body: PermanentBasketRemove,
        response: { 200: Type.Object({}), ...errors },
      },
    },
    async (request) => {
      const { personId } = requireUser(request);
      if (!(await removeFromPermanentBasket(db, personId, request.body.acervo)))
        throw new NotFoundError(`permanent basket title ${request.body.acervo}`);
      return {};
    },
  );

  app.get(
    '/acervo/cesta-permanente/colecao',
    {
      schema: {
        tags,
        summary: 'The permanent basket, newest first, with the date each title was saved',
        description:
          'tipoBusca `todos` lists every title; `periodo` those saved between dataIni and dataFim (YYYY-MM-DD, both ' +
          'needed: 422 DatasObrigatoriasFiltro; start after end: 422 DataInicialMaiorQueFinal). Without tipoBusca, ' +
          'dates given mean `periodo`. A malformed date or tipoBusca is 400.',
        querystring: PermanentBasketQuery,
        response: { 200: Type.Array(PermanentBasketTitle), ...errors },
      },
    },
    async (request) => {
      const { personId } = requireUser(request);
      const { tipoBusca, dataIni, dataFim } = request.query;
      if (tipoBusca === 'todos') return listPermanentBasket(db, personId, {});
      const range = parseDateRange(dataIni, dataFim);
      if (tipoBusca === 'periodo' && !range.from) throw new CirculationRefusal(CIRCULATION_CODES.datesRequired);
      return listPermanentBasket(db, personId, range);
    },
  );
};
