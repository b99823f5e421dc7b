import {
  ActivityNoticeResponse,
  ActivityParams,
  ActivityResponse,
  activityNoticeSectionKey,
  CampusParams,
  DEFAULT_LANGUAGE,
  ErrorResponse,
  InstitutionResponse,
  SelfServiceResponse,
  ServiceDesksResponse,
  SITE_SECTION_SCHEMAS,
  type SiteSectionKey,
} from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requestLanguage } from '../http/request-language.ts';
import { findActivity, listActivities } from './activity.repository.ts';
import { findCampus, listCampuses, listLibraries } from './campus.repository.ts';
import { presentInstitution } from './institution.presenter.ts';
import { ensureInstitution } from './institution.repository.ts';
import { presentActivity, presentSelfService, presentServiceDesks } from './site-parameters.presenter.ts';
import { findSiteSection } from './site-section.repository.ts';

/** Sections served as GET /parametros/<key>, with the value sent when staff have not written one yet. */
const PUBLIC_SECTIONS: Record<Exclude<SiteSectionKey, 'horarios'>, null | []> = {
  secao_1: null,
  secao_2: null,
  faq: [],
  informacoes_gerais: null,
  eventos_institucionais: [],
  eventos_eventum: [],
  'app-layers': [],
};

const tags = ['site parameters'];

/** Every GET /api/parametros/* call of spec 001 §7.9, answered from the institution's configuration. */
export const siteParametersRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;
  const languagesFor = (request: Parameters<typeof requestLanguage>[0]) => [requestLanguage(request), DEFAULT_LANGUAGE];

  app.get(
    '/parametros/instituicao',
    { schema: { tags, summary: 'The institution and its public parameters', response: { 200: InstitutionResponse } } },
    async () => presentInstitution(await ensureInstitution(db)),
  );

  for (const [sectionKey, empty] of Object.entries(PUBLIC_SECTIONS) as [keyof typeof PUBLIC_SECTIONS, null | []][]) {
    app.get(
      `/parametros/${sectionKey}`,
      {
        schema: {
          tags,
          summary: `Site section "${sectionKey}" in the caller's language (Portuguese when not translated)`,
          response: { 200: Type.Union([SITE_SECTION_SCHEMAS[sectionKey], Type.Null()]) },
        },
      },
      async (request) => {
        const institution = await ensureInstitution(db);
        const content = await findSiteSection(db, institution.id, sectionKey, languagesFor(request));
        return (content ?? empty) as never;
      },
    );
  }

  app.get(
    '/parametros/funcionalidades',
    {
      schema: {
        tags,
        summary:
          'The activities (cod_atividade) the institution has switched on; they gate features such as footer links',
        response: { 200: Type.Array(ActivityResponse) },
      },
    },
    async () => {
      const institution = await ensureInstitution(db);
      return (await listActivities(db, institution.id, { enabledOnly: true })).map(presentActivity);
    },
  );

  async function enabledActivity(code: number) {
    const institution = await ensureInstitution(db);
    const activity = await findActivity(db, institution.id, code);
    if (activity?.enabled !== 1) throw new NotFoundError(`activity ${code}`);
    return { institution, activity };
  }

  app.get(
    '/parametros/atividade/:id',
    {
      schema: {
        tags,
        summary: 'One activity, when the institution has it switched on (404 otherwise)',
        params: ActivityParams,
        response: { 200: ActivityResponse, 404: ErrorResponse },
      },
    },
    async (request) => presentActivity((await enabledActivity(request.params.id)).activity),
  );

  app.get(
    '/parametros/atividade/:id/informativo',
    {
      schema: {
        tags,
        summary: "An activity's notice in the caller's language",
        params: ActivityParams,
        response: { 200: ActivityNoticeResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { institution, activity } = await enabledActivity(request.params.id);
      const section = (await findSiteSection(
        db,
        institution.id,
        activityNoticeSectionKey(activity.activity_code),
        languagesFor(request),
      )) as { texto: string } | undefined;
      return { cod_atividade: activity.activity_code, informativo: section?.texto ?? activity.notice };
    },
  );

  async function serviceDesks(request: Parameters<typeof requestLanguage>[0], campusId?: number) {
    const institution = await ensureInstitution(db);
    const campuses = await listCampuses(db, institution.id);
    const selected = campusId === undefined ? campuses : campuses.filter((campus) => campus.id === campusId);
    const libraries = await listLibraries(db, institution.id, campusId);
    const hours = (await findSiteSection(db, institution.id, 'horarios', languagesFor(request))) as
      | Record<string, string>
      | undefined;
    return presentServiceDesks(selected, libraries, hours);
  }

  app.get(
    '/parametros/atendimento',
    {
      schema: {
        tags,
        summary: 'Service desks of every campus: contacts and opening hours',
        response: { 200: ServiceDesksResponse },
      },
    },
    async (request) => serviceDesks(request),
  );

  app.get(
    '/parametros/atendimento/:campus',
    {
      schema: {
        tags,
        summary: 'Service desks of one campus',
        params: CampusParams,
        response: { 200: ServiceDesksResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const institution = await ensureInstitution(db);
      if (!(await findCampus(db, institution.id, request.params.campus)))
        throw new NotFoundError(`campus ${request.params.campus}`);
      return serviceDesks(request, request.params.campus);
    },
  );

  app.get(
    '/parametros/autoatendimento',
    {
      schema: {
        tags,
        summary: 'Whether the self-service button is shown, and how the app is opened',
        response: { 200: SelfServiceResponse },
      },
    },
    async (request) => presentSelfService(await ensureInstitution(db), requestLanguage(request)),
  );
};
