import { DEFAULT_LANGUAGE, ErrorResponse, InstitutionResponse } from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requestLanguage } from '../http/request-language.ts';
import { ensureInstitution, findSiteSection } from './institution.repository.ts';
import { presentInstitution } from './institution.presenter.ts';

/** Site sections stored per institution and language (docs/site-parameters.md). */
const SECTION_KEYS = [
  'secao_1',
  'secao_2',
  'faq',
  'informacoes_gerais',
  'funcionalidades',
  'eventos_institucionais',
  'eventos_eventum',
  'autoatendimento',
  'app-layers',
] as const;

export const siteParametersRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/parametros/instituicao',
    {
      schema: {
        tags: ['site parameters'],
        summary: 'The institution and its public parameters',
        response: { 200: InstitutionResponse },
      },
    },
    async () => presentInstitution(await ensureInstitution(db)),
  );

  for (const sectionKey of SECTION_KEYS) {
    app.get(
      `/parametros/${sectionKey}`,
      {
        schema: {
          tags: ['site parameters'],
          summary: `Site section "${sectionKey}" in the caller's language`,
          response: { 200: Type.Unknown(), 404: ErrorResponse },
        },
      },
      async (request) => {
        const institution = await ensureInstitution(db);
        const content = await findSiteSection(db, institution.id, sectionKey, [
          requestLanguage(request),
          DEFAULT_LANGUAGE,
        ]);
        if (content === undefined) throw new NotFoundError(`site section ${sectionKey}`);
        return content;
      },
    );
  }
};
