import fs from 'node:fs';
import path from 'node:path';
import { AbntReference, ErrorResponse, NumericIdParams, ResultLinks } from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import { toCslItem } from '@estante/core/citation';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { findPublicCover } from './cover.repository.ts';
import { coverAdminRoutes } from './cover-admin.routes.ts';
import { coversDir } from './cover-store.ts';
import { extractedOf } from './record.presenter.ts';
import { findRecordById, findRecordsByIds } from './record.repository.ts';
import { presentLinks } from './record-sections.presenter.ts';

const ImageQuery = Type.Object({
  cod_acervo: Type.Integer({ minimum: 1 }),
  limite: Type.Optional(Type.Integer({ minimum: 1, description: 'Accepted for compatibility; one cover per title' })),
});
const ResultLinksQuery = Type.Object({
  acervos: Type.String({ maxLength: 2000, pattern: '^\\d+(,\\d+)*$', description: 'Record ids separated by commas' }),
});

/** Links of a title to other resources (spec 001 §7.14): covers, ABNT reference, online links of results. */
export const linkRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db, config } = context;
  await app.register(coverAdminRoutes, { context });

  app.get(
    '/vinculos/imagem',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Cover image stored by the library (no outside service); 404 when the title has none',
        querystring: ImageQuery,
        response: { 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const cover = await findPublicCover(db, request.query.cod_acervo);
      const file = cover ? path.join(coversDir(config.dataDir), path.basename(cover.file_name)) : undefined;
      if (!cover || !file || !fs.existsSync(file))
        throw new NotFoundError(`cover of record ${request.query.cod_acervo}`);
      return reply
        .header('content-type', cover.content_type)
        .header('cache-control', 'public, max-age=86400')
        .header('last-modified', new Date(cover.updated_at).toUTCString())
        .send(fs.createReadStream(file) as never);
    },
  );

  app.get(
    '/vinculos/abnt/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Reference of the title in ABNT NBR 6023, plain text',
        params: NumericIdParams,
        response: { 200: AbntReference, 404: ErrorResponse },
      },
    },
    async (request) => {
      const row = await findRecordById(db, request.params.id);
      if (!row) throw new NotFoundError(`record ${request.params.id}`);
      return {
        cod_acervo: row.id,
        referencia: context.citations.reference(toCslItem(extractedOf(row), row.id), 'abnt'),
      };
    },
  );

  app.get(
    '/vinculos/links-resultado',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Online links of several titles (a results page), keyed by cod_acervo',
        querystring: ResultLinksQuery,
        response: { 200: ResultLinks },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.acervos.split(',').map(Number))].slice(0, 100);
      const rows = await findRecordsByIds(db, ids);
      return Object.fromEntries(rows.map((row) => [String(row.id), presentLinks(extractedOf(row))]));
    },
  );
};
