import {
  ErrorResponse,
  PrivacyOverviewResponse,
  PrivacyRetentionResponse,
  ReadingHistoryConsentRequest,
  ReadingHistoryConsentResponse,
} from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { readPersonalRows } from './privacy.repository.ts';
import { privacyOverview, retentionDays, setReadingHistoryConsent } from './privacy.ts';
import { presentPersonalDataExport } from './privacy-export.presenter.ts';

const tags = ['privacy'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/**
 * The patron's privacy calls (spec 000 §1 "privacy", docs/privacy.md): what the library keeps and for how long, the
 * reading-history consent, and the export of every datum. The deletion request is the queues' (/pessoas/privacidade/exclusao).
 */
export const privacyRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/parametros/privacidade',
    {
      schema: {
        tags,
        summary: "The library's retention periods, in days: what its privacy page states to visitors",
        response: { 200: PrivacyRetentionResponse },
      },
    },
    async () => ({ retencao_dias: await retentionDays(db) }),
  );

  app.get(
    '/pessoas/privacidade',
    {
      schema: {
        tags,
        summary: 'The reading-history consent, the retention periods and how many rows of each kind are kept',
        response: { 200: PrivacyOverviewResponse, ...errors },
      },
    },
    async (request) => privacyOverview(db, requireUser(request).personId),
  );

  app.put(
    '/pessoas/privacidade/historico-leitura',
    {
      schema: {
        tags,
        summary: 'Keeps the reading history (consentir true) or stops keeping it, detaching it at once (false)',
        body: ReadingHistoryConsentRequest,
        response: { 200: ReadingHistoryConsentResponse, ...errors },
      },
    },
    async (request) => setReadingHistoryConsent(context, requireUser(request).personId, request.body.consentir),
  );

  app.get(
    '/pessoas/privacidade/exportacao',
    {
      schema: {
        tags,
        summary: 'Every datum the library keeps about the patron, as a JSON file to download',
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await readPersonalRows(db, requireUser(request).personId);
      if (!rows) throw new NotFoundError('person');
      const day = context.now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="dados-pessoais-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return presentPersonalDataExport(rows, context.now().toISOString());
    },
  );
};
