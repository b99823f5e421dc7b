import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FeatureOptions } from '../app-context.ts';

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Health check',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }) },
      },
    },
    async () => {
      await sql`select 1`.execute(context.db);
      return { status: 'ok' as const, database: context.dialect };
    },
  );
};
