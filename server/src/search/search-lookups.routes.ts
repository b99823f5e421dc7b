import {
  AdditionalTitles,
  DEFAULT_LANGUAGE,
  DefaultImage,
  ErrorResponse,
  FACETS,
  LANGUAGE_CODES,
  type LanguageTag,
  LookupOption,
  LookupPage,
  LookupQuery,
  languageFromCode,
  NumericIdParams,
  RecordListQuery,
  SearchFilterOption,
  WORK_TYPES,
} from '@estante/contracts';
import { type BibliographicRecord, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLanguage } from '../http/request-language.ts';
import { ensureInstitution, institutionParameters } from '../site-parameters/index.ts';
import { defaultCoverSvg } from './default-cover.ts';
import { lookupPage, recordIds } from './lookup-page.ts';
import { newAcquisitionRoutes } from './new-acquisitions.routes.ts';
import { searchGuideRoutes } from './search-guides.routes.ts';
import { FACET_LABELS, workTypeLabel } from './search-labels.ts';
import { campusesOf, existingRecordIds, extractedRecords, librariesOf } from './search-lookups.repository.ts';
import { type SearchRouteOptions, searchTabOptionRoutes } from './search-tab-options.routes.ts';
import { teachingLookupRoutes } from './teaching-lookups.routes.ts';

const tags = ['search'];

/** Accessible name of the drawn cover when it carries no work type. */
const COVER_NAME: Record<LanguageTag, string> = {
  pt: 'Capa',
  en: 'Cover',
  es: 'Portada',
  fr: 'Couverture',
  it: 'Copertina',
};

/** The other search calls of spec 001 §7.2: filters per tab, default image, record look-ups, campus and library. */
export const searchLookupRoutes: FastifyPluginAsyncTypebox<SearchRouteOptions> = async (app, { context, keys }) => {
  const { db } = context;
  await app.register(teachingLookupRoutes, { context });
  await app.register(searchTabOptionRoutes, { context, keys });
  await app.register(newAcquisitionRoutes, { context });
  await app.register(searchGuideRoutes, { context });

  app.get(
    '/consulta/filtros',
    {
      schema: {
        tags,
        summary: 'Facet letters a search tab offers, in display order, with translated labels',
        description:
          'Every tab of the catalogue offers the same letters (Estante has one catalogue tab); `search_tab` is accepted for compatibility.',
        querystring: Type.Object({ search_tab: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: Type.Array(SearchFilterOption) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      // The letters Estante fills, in the facet registry's display order (contracts facets.ts).
      return FACETS.flatMap(({ letter }) => {
        const labels = FACET_LABELS[letter];
        return labels ? [{ tipo: letter, descricao: labels[language] }] : [];
      });
    },
  );

  app.get(
    '/consulta/imagem-padrao',
    {
      schema: {
        tags,
        summary: 'Image shown for a title without a cover, for each work type',
        description:
          "The institution's own image when the public parameter `__imagem_padrao` holds its URL; otherwise a drawn cover labelled with the work type in the caller's language (the URLs carry `idioma`, since an image request sends no header).",
        response: { 200: DefaultImage },
      },
    },
    async (request) => {
      const own = institutionParameters(await ensureInstitution(db)).__imagem_padrao;
      // Portuguese is what an image request without `idioma` gets, so its URLs need no parameter.
      const language = requestLanguage(request);
      const parameters = (type?: number) =>
        new URLSearchParams({
          ...(type === undefined ? {} : { tipo: String(type) }),
          ...(language === DEFAULT_LANGUAGE ? {} : { idioma: String(LANGUAGE_CODES[language]) }),
        }).toString();
      const drawn = (type?: number) =>
        `/api/consulta/imagem-padrao.svg${parameters(type) ? `?${parameters(type)}` : ''}`;
      const image = (type?: number) => (typeof own === 'string' && own.trim() ? own.trim() : drawn(type));
      return {
        url: image(),
        por_tipo_obra: Object.fromEntries(WORK_TYPES.map((type) => [String(type.code), image(type.code)])),
      };
    },
  );

  app.get(
    '/consulta/imagem-padrao.svg',
    {
      schema: {
        tags,
        summary: 'The default cover (SVG), labelled with the work type when `tipo` is given',
        querystring: Type.Object({
          tipo: Type.Optional(Type.Integer()),
          idioma: Type.Optional(
            Type.Integer({ description: 'Language code of the label (1 pt, 3 es, 5 en, 7 fr, 9 it)' }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const language =
        request.query.idioma === undefined ? requestLanguage(request) : languageFromCode(request.query.idioma);
      const type = WORK_TYPES.find((candidate) => candidate.code === request.query.tipo);
      reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
      return defaultCoverSvg(type ? workTypeLabel(type.code, language) : undefined, COVER_NAME[language]);
    },
  );

  app.get(
    '/consulta/titulos-adicionais',
    {
      schema: {
        tags,
        summary: 'Variant and uniform titles of the given records',
        querystring: RecordListQuery,
        response: { 200: AdditionalTitles, 422: ErrorResponse },
      },
    },
    async (request) => {
      const ids = recordIds(request.query.acervos);
      if (ids.length === 0) return {};
      const rows = await extractedRecords(db, ids);
      const titles: Record<string, { tipo: string; titulo: string }[]> = {};
      for (const row of rows) {
        const record = JSON.parse(row.extracted_json) as BibliographicRecord;
        const list = [
          ...(record.uniformTitle ? [{ tipo: 'uniforme', titulo: record.uniformTitle }] : []),
          ...record.variantTitles
            .filter((title) => title !== record.uniformTitle)
            .map((title) => ({ tipo: 'variante', titulo: title })),
        ];
        titles[String(row.id)] = list;
      }
      return titles;
    },
  );

  app.get(
    '/consulta/acervos-indexados',
    {
      schema: {
        tags,
        summary: 'Which of the given records are in the catalogue and its search index',
        response: { 200: Type.Array(Type.Integer()), 422: ErrorResponse },
        querystring: RecordListQuery,
      },
    },
    async (request) => {
      const ids = recordIds(request.query.acervos);
      if (ids.length === 0) return [];
      const rows = await existingRecordIds(db, ids);
      return rows.map((row) => row.id);
    },
  );

  const campuses = async () => {
    const institution = await ensureInstitution(db);
    const rows = await campusesOf(db, institution.id);
    return rows.map((row) => ({ codigo: String(row.id), nome: row.name }));
  };
  const libraries = async (campusId?: number) => {
    const rows = await librariesOf(db, campusId);
    return rows.map((row) => ({ codigo: row.code, nome: row.name }));
  };

  app.get(
    '/consulta/campus',
    {
      schema: {
        tags,
        summary: 'Campuses whose name holds search_text, 20 a page',
        querystring: LookupQuery,
        response: { 200: LookupPage },
      },
    },
    async (request) => lookupPage(await campuses(), request.query.search_text, request.query.page),
  );

  app.get(
    '/consulta/bibliotecas',
    {
      schema: {
        tags,
        summary:
          'Libraries (of one campus with codCampus) whose name holds search_text, 20 a page; codigo is the library code',
        querystring: LookupQuery,
        response: { 200: LookupPage },
      },
    },
    async (request) =>
      lookupPage(await libraries(request.query.codCampus), request.query.search_text, request.query.page),
  );

  app.get(
    '/consulta/campus/:id',
    {
      schema: {
        tags,
        summary: 'One campus by code',
        params: NumericIdParams,
        response: { 200: LookupOption, 404: ErrorResponse },
      },
    },
    async (request) => {
      const found = (await campuses()).find((campus) => campus.codigo === String(request.params.id));
      if (!found) throw new NotFoundError(`campus ${request.params.id}`);
      return found;
    },
  );

  app.get(
    '/consulta/biblioteca/:id',
    {
      schema: {
        tags,
        summary: 'One library by its code',
        params: Type.Object({ id: Type.String({ maxLength: 50 }) }),
        response: { 200: LookupOption, 404: ErrorResponse },
      },
    },
    async (request) => {
      const found = (await libraries()).find((library) => library.codigo === request.params.id);
      if (!found) throw new NotFoundError(`library ${request.params.id}`);
      return found;
    },
  );
};
