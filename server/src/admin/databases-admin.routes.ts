import { ErrorResponse } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { SITE_ADMIN_FUNCTION, staffOnly } from '../auth/index.ts';
import {
  addElectronicDatabase,
  changeElectronicDatabase,
  listElectronicDatabases,
  removeElectronicDatabase,
} from '../catalogue/index.ts';

const tags = ['administration'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
const NullableText = Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]);
const Fields = {
  descricao: Type.Optional(NullableText),
  acesso: Type.Optional(NullableText),
  posicao: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
};
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Staff edit the electronic databases of the personal area (docs/staff-content.md, README "Administration"). */
export const databasesAdminRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  app.addHook('preHandler', staffOnly(db, SITE_ADMIN_FUNCTION));

  app.get(
    '/admin/bases-dados',
    { schema: { tags, summary: 'The electronic databases', response: { 200: Type.Unknown(), ...errors } } },
    async () => listElectronicDatabases(db),
  );

  app.post(
    '/admin/bases-dados',
    {
      schema: {
        tags,
        summary: 'Adds an electronic database (an http(s) link)',
        body: Type.Object(
          { nome: Type.String({ maxLength: 300 }), link: Type.String({ maxLength: 2000 }), ...Fields },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ id: Type.Integer() }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ id: await addElectronicDatabase(db, request.body) }),
  );

  app.put(
    '/admin/bases-dados/:id',
    {
      schema: {
        tags,
        summary: 'Changes an electronic database; fields left out stay',
        params: IdParams,
        body: Type.Object(
          {
            nome: Type.Optional(Type.String({ maxLength: 300 })),
            link: Type.Optional(Type.String({ maxLength: 2000 })),
            ...Fields,
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await changeElectronicDatabase(db, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/bases-dados/:id',
    {
      schema: {
        tags,
        summary: 'Removes an electronic database',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeElectronicDatabase(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
