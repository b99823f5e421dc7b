import { ErrorResponse, MarcRecordJson, NumericIdParams, RecordDetail } from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../app-context.ts';
import { marcOf, presentRecordDetail } from './record.presenter.ts';
import { countCopies, findRecordById } from './record.repository.ts';

export const recordRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  async function requireRecord(id: number) {
    const row = await findRecordById(db, id);
    if (!row) throw new NotFoundError(`record ${id}`);
    return row;
  }

  app.get(
    '/acervo/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Title detail',
        params: NumericIdParams,
        response: { 200: RecordDetail, 404: ErrorResponse },
      },
    },
    async (request) => {
      const row = await requireRecord(request.params.id);
      return presentRecordDetail(row, await countCopies(db, row.id));
    },
  );

  app.get(
    '/acervo/:id/marc',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The MARC 21 record as JSON (shape of @natlibfi/marc-record)',
        params: NumericIdParams,
        response: { 200: MarcRecordJson, 404: ErrorResponse },
      },
    },
    async (request) => marcOf(await requireRecord(request.params.id)),
  );
};
