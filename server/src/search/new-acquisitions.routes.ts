import { NewAcquisitions, NewAcquisitionsQuery } from '@estante/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../app-context.ts';
import { requestLanguage } from '../http/request-language.ts';
import { ensureInstitution, institutionParameters } from '../site-parameters/index.ts';
import {
  countNewByArea,
  countNewByCourse,
  type FacetCount,
  findNewAcquisitions,
} from './new-acquisitions.repository.ts';
import { teachingDataOf } from './record-teaching.ts';
import { mainClassLabel } from './search-labels.ts';
import { readSearchPage } from './search-page.repository.ts';
import { presentSearchResult } from './search-result.presenter.ts';

/** A title is new for this many days after it enters the catalogue, unless `__novas_aquisicoes_dias` says otherwise. */
export const NEW_ACQUISITION_DAYS = 90;
const DAY_MS = 86_400_000;

/** The window in days: the institution's public parameter when it is a whole number from 1 to 3650. */
function windowDays(parameters: Record<string, unknown>): number {
  const value = Number(parameters.__novas_aquisicoes_dias);
  return Number.isInteger(value) && value >= 1 && value <= 3650 ? value : NEW_ACQUISITION_DAYS;
}

const asFacets = (letter: 'NA_C' | 'NA_A', counts: FacetCount[], selected?: { letter: string; code: string }) =>
  counts.map((entry) => ({
    tipo: letter,
    codigo: entry.code,
    descricao: entry.label,
    total: entry.count,
    totalSemFiltro: entry.count,
    mostrarQtdOriginal: selected?.letter === letter && selected.code === entry.code,
  }));

/**
 * New acquisitions by course and by area (spec 001 §3 facet letters NA_C, NA_A; opcoesNovasAquisicoes): the titles
 * added to the catalogue in the last days, newest first, narrowed to one course or area (docs/search.md).
 */
export const newAcquisitionRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/consulta/novas-aquisicoes',
    {
      schema: {
        tags: ['search'],
        summary: 'Titles added recently, by course (NA_C) or by area (NA_A), with the counts of each',
        description:
          'A title is new for 90 days after it enters the catalogue (public parameter `__novas_aquisicoes_dias`). By course: the title is in the bibliography of a discipline of that course. By area: its main class (facet K).',
        querystring: NewAcquisitionsQuery,
        response: { 200: NewAcquisitions },
      },
    },
    async (request) => {
      const days = windowDays(institutionParameters(await ensureInstitution(db)));
      const since = new Date(Date.now() - days * DAY_MS).toISOString();
      const { tipo, codigo } = request.query;
      const filter = tipo && codigo ? { letter: tipo, code: codigo } : undefined;
      const size = request.query.quantPag ?? 20;
      const page = request.query.pagina ?? 1;
      const [found, byCourse, byArea] = await Promise.all([
        findNewAcquisitions(db, since, filter, { offset: (page - 1) * size, limit: size }),
        countNewByCourse(db, since),
        countNewByArea(db, since),
      ]);
      const language = requestLanguage(request);
      // The landing's list names each title without its copies: no availability to read.
      const { rows, courses } = await readSearchPage(db, context.dialect, found.ids, { availability: false });
      const teaching = await teachingDataOf(db, found.ids, courses, language);
      return {
        total: found.total,
        dias: days,
        data: rows.map((row) => ({ ...presentSearchResult(row, undefined, language), ...teaching.get(row.id) })),
        filtros: [
          ...asFacets('NA_C', byCourse, filter),
          ...asFacets(
            'NA_A',
            byArea.map((area) => ({ ...area, label: mainClassLabel(area.code, language) })),
            filter,
          ),
        ],
      };
    },
  );
};
