import { ElectronicDatabase, ErrorResponse } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { SELF_SERVICE_SEGMENT } from '../people/index.ts';
import { listElectronicDatabases } from './electronic-databases.repository.ts';

/** GET /api/acervo/{self-service}/bases-dados (spec 001 §7.3): the databases a signed-in patron may use. */
export const electronicDatabaseRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  app.get(
    `/acervo/${SELF_SERVICE_SEGMENT}/bases-dados`,
    {
      schema: {
        tags: ['personal area'],
        summary: 'The electronic databases of the institution, with their link and how to get in',
        response: { 200: Type.Array(ElectronicDatabase), 401: ErrorResponse },
      },
    },
    async (request) => {
      requireUser(request);
      return listElectronicDatabases(context.db);
    },
  );
};
