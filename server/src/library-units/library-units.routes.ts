import {
  AcquisitionSuggestionRequest,
  CampusResponse,
  ErrorResponse,
  FeedbackCreatedResponse,
  GeneralCommentRequest,
  LibraryUnitResponse,
  LibraryUnitsQuery,
} from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import {
  ensureInstitution,
  listCampuses,
  listLibraries,
  presentCampus,
  presentLibraryUnit,
} from '../site-parameters/index.ts';
import { acquisitionRoutes } from './acquisition.routes.ts';
import { sendAcquisitionSuggestion, sendGeneralComment } from './send-feedback.ts';

const tags = ['library units'];

/** Campuses, libraries per campus and the footer forms (spec 001 §7.6). */
export const libraryUnitsRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  await app.register(acquisitionRoutes, { context });

  app.get(
    '/campus',
    { schema: { tags, summary: "The institution's campuses", response: { 200: Type.Array(CampusResponse) } } },
    async () => (await listCampuses(db, (await ensureInstitution(db)).id)).map(presentCampus),
  );

  app.get(
    '/unidade-informacao',
    {
      schema: {
        tags,
        summary: 'Libraries (information units), of one campus when `campus` is given',
        querystring: LibraryUnitsQuery,
        response: { 200: Type.Array(LibraryUnitResponse) },
      },
    },
    async (request) =>
      (await listLibraries(db, (await ensureInstitution(db)).id, request.query.campus)).map(presentLibraryUnit),
  );

  app.post(
    '/unidade-informacao/comentario',
    {
      schema: {
        tags,
        summary: 'A general comment to a library (signed-in users)',
        body: GeneralCommentRequest,
        response: { 201: FeedbackCreatedResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const codigo = await sendGeneralComment(db, user.personId, request.body, context.now());
      return reply.status(201).send({ codigo });
    },
  );

  app.post(
    '/unidade-informacao/sugestao-aquisicao',
    {
      schema: {
        tags,
        summary: 'An acquisition suggestion (signed-in users)',
        body: AcquisitionSuggestionRequest,
        response: { 201: FeedbackCreatedResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const codigo = await sendAcquisitionSuggestion(context, user.personId, request.body, context.now());
      return reply.status(201).send({ codigo });
    },
  );
};
