import { ErrorResponse, NumericIdParams } from '@estante/contracts';
import { InvalidInputError, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { staffOnly } from '../auth/index.ts';
import { recordExists } from './cover.repository.ts';
import { COVER_ERRORS, MAX_COVER_BYTES } from './cover-image.ts';
import { removeCover, storeCover } from './cover-store.ts';

const COVER_BODY_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/octet-stream'];
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/**
 * Staff upload and removal of a title's cover (site-administration function, staff-guard.ts). The body is the
 * image itself; its type is told by its first bytes, whatever the Content-Type says.
 */
export const coverAdminRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db, config } = context;

  // Read the body ourselves so that an oversized image gets the caller-language 422, not Fastify's 413.
  app.addContentTypeParser(COVER_BODY_TYPES, (_request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    payload.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > MAX_COVER_BYTES) {
        refused = true;
        done(new InvalidInputError(COVER_ERRORS.tooLarge, { limiteBytes: MAX_COVER_BYTES }), undefined);
        payload.resume();
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!refused) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (!refused) done(error, undefined);
    });
  });

  app.put(
    '/admin/acervo/:id/capa',
    {
      preHandler: staffOnly(db),
      schema: {
        tags: ['administration'],
        summary: 'Store (or replace) the cover of a title: the body is a JPEG, PNG, WebP or GIF image of at most 2 MB',
        params: NumericIdParams,
        response: {
          200: Type.Object({ cod_acervo: Type.Integer(), link_capa: Type.String(), content_type: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new InvalidInputError(COVER_ERRORS.unsupported);
      if (!(await recordExists(db, id))) throw new NotFoundError(`record ${id}`);
      const contentType = await storeCover(db, config.dataDir, id, body, context.now());
      return { cod_acervo: id, link_capa: `/api/vinculos/imagem?cod_acervo=${id}`, content_type: contentType };
    },
  );

  app.delete(
    '/admin/acervo/:id/capa',
    {
      preHandler: staffOnly(db),
      schema: {
        tags: ['administration'],
        summary: 'Remove the cover of a title; 404 when it has none',
        params: NumericIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await removeCover(db, config.dataDir, request.params.id)))
        throw new NotFoundError(`cover of record ${request.params.id}`);
      return reply.status(204).send(null);
    },
  );
};
