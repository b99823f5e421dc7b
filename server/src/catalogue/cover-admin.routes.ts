import { ErrorResponse, NumericIdParams, STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import { InvalidInputError, NotFoundError } from '@estante/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { staffOnly } from '../auth/index.ts';
import { setAuditChange } from '../staff/index.ts';
import { findCover, recordExists } from './cover.repository.ts';
import { COVER_ERRORS, MAX_COVER_BYTES } from './cover-image.ts';
import { removeCover, storeCover } from './cover-store.ts';

const COVER_BODY_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/octet-stream'];
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

/** Covers are catalogue work (issue 21): the cataloguing function, which site administration also holds. */
const CATALOGUING = { module: STAFF_MODULE, activity: STAFF_FUNCTIONS.cataloguing } as const;

/**
 * Staff upload and removal of a title's cover (cataloguing function, staff-guard.ts). The body is the image
 * itself, or a multipart form with one file part (the staff console's form); its type is told by its first bytes,
 * whatever the Content-Type says.
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
  await app.register(multipart, { limits: { files: 1, fields: 1, parts: 2, fileSize: MAX_COVER_BYTES + 1 } });

  app.put(
    '/admin/acervo/:id/capa',
    {
      preHandler: staffOnly(db, CATALOGUING),
      schema: {
        tags: ['administration'],
        summary:
          'Store (or replace) the cover of a title: the body (or a multipart file part) is a JPEG, PNG, WebP or GIF image of at most 2 MB',
        params: NumericIdParams,
        response: {
          200: Type.Object({ cod_acervo: Type.Integer(), link_capa: Type.String(), content_type: Type.String() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      let body = request.body;
      if (request.isMultipart()) {
        const file = await request.file();
        if (!file) throw new InvalidInputError(COVER_ERRORS.unsupported);
        // One byte past the limit is enough to refuse it (checkCoverImage), without reading on.
        const chunks: Buffer[] = [];
        for await (const chunk of file.file) chunks.push(chunk as Buffer);
        body = Buffer.concat(chunks);
      }
      if (!Buffer.isBuffer(body)) throw new InvalidInputError(COVER_ERRORS.unsupported);
      if (!(await recordExists(db, id))) throw new NotFoundError(`record ${id}`);
      const before = await findCover(db, id);
      const contentType = await storeCover(db, config.dataDir, id, body, context.now());
      setAuditChange(request, {
        before: before ? { capa: before.content_type } : null,
        after: { capa: contentType, tamanho_bytes: body.length },
      });
      return { cod_acervo: id, link_capa: `/api/vinculos/imagem?cod_acervo=${id}`, content_type: contentType };
    },
  );

  app.delete(
    '/admin/acervo/:id/capa',
    {
      preHandler: staffOnly(db, CATALOGUING),
      schema: {
        tags: ['administration'],
        summary: 'Remove the cover of a title; 404 when it has none',
        params: NumericIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const before = await findCover(db, request.params.id);
      if (!(await removeCover(db, config.dataDir, request.params.id)))
        throw new NotFoundError(`cover of record ${request.params.id}`);
      setAuditChange(request, { before: before ? { capa: before.content_type } : null, after: null });
      return reply.status(204).send(null);
    },
  );
};
