import { ErrorResponse } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { addClosedDay, listClosedDays, removeClosedDay } from './library-calendar.ts';

const tags = ['circulation desk'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
const ClosedDayParams = Type.Object({
  biblioteca: Type.String({ minLength: 1, maxLength: 40 }),
  data: Type.String({ description: 'YYYY-MM-DD' }),
});
const ClosedDay = Type.Object({
  biblioteca: Type.String(),
  data: Type.String(),
  descricao: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Library staff operations beside the desk: the libraries' closed days. Registered inside the circulation staff
 * plugin, so the same staff permission guards them. Suggestion statuses are acquisitions' (server/src/acquisitions).
 */
export const libraryStaffRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/circulacao/calendario',
    {
      schema: {
        tags,
        summary: 'Closed days (holidays) of one library or all, from a date on',
        querystring: Type.Object({
          biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
          de: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
        }),
        response: { 200: Type.Array(ClosedDay), ...errors },
      },
    },
    async (request) =>
      (await listClosedDays(db, { libraryCode: request.query.biblioteca, from: request.query.de })).map((day) => ({
        biblioteca: day.libraryCode,
        data: day.day,
        descricao: day.description,
      })),
  );

  app.put(
    '/circulacao/calendario/:biblioteca/:data',
    {
      schema: {
        tags,
        summary: 'Marks a day closed at a library: due dates and pickup deadlines move to the next open day',
        params: ClosedDayParams,
        body: Type.Optional(Type.Object({ descricao: Type.Optional(Type.String({ maxLength: 200 })) })),
        response: { 200: ClosedDay, ...errors },
      },
    },
    async (request) => {
      const { biblioteca, data } = request.params;
      const descricao = request.body?.descricao?.trim() || null;
      await addClosedDay(db, { libraryCode: biblioteca, day: data, description: descricao });
      return { biblioteca, data, descricao };
    },
  );

  app.delete(
    '/circulacao/calendario/:biblioteca/:data',
    {
      schema: {
        tags,
        summary: 'Reopens a closed day (loans already made keep their due dates)',
        params: ClosedDayParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeClosedDay(db, request.params.biblioteca, request.params.data);
      return reply.status(204).send(null);
    },
  );
};
