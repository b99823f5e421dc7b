import {
  CourseBibliography,
  CourseBibliographyQuery,
  ErrorResponse,
  SearchGuideAvailability,
} from '@estante/contracts';
import { InvalidInputError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { hasTargetDocumentServer } from '../eresources/index.ts';
import { requestLanguage } from '../http/request-language.ts';
import { teachingDataOf } from './record-teaching.ts';
import { libraryAvailability } from './result-availability.ts';
import { findReserveTitles } from './search-guides.repository.ts';
import { availableGuides } from './search-guides.ts';
import { readSearchPage } from './search-page.repository.ts';
import { presentSearchResult } from './search-result.presenter.ts';

const tags = ['search'];

/**
 * The search guides (docs/search-guides.md): which guides the catalogue can offer, and the course-reserves guide's
 * titles. The special-collection guides search `/consulta` with facet filters and read their choices from the
 * option calls (search-tab-options.routes.ts).
 */
export const searchGuideRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/consulta/guias',
    {
      schema: {
        tags,
        summary: 'Search guides this catalogue has records for (course reserves, archive, normative acts, case law)',
        description:
          "A guide is listed only when records would answer it: titles in a discipline bibliography, or records of the special collection (facet G). The standards guide (target_gedweb) is listed, with total 0, when an active Target GEDWeb provider is configured: the document server's holdings are not counted.",
        response: { 200: Type.Array(SearchGuideAvailability) },
      },
    },
    async () => [
      ...(await availableGuides(db)),
      ...((await hasTargetDocumentServer(db)) ? [{ guia: 'target_gedweb', total: 0 }] : []),
    ],
  );

  app.get(
    '/consulta/bibliografia',
    {
      schema: {
        tags,
        summary: 'Titles in the bibliography of a discipline, of the disciplines of a course or of a professor',
        description:
          'Codes are those of the look-ups (`/consulta/disciplinas`, `/cursos`, `/professores`); several narrow together. Each title carries its availability per library (`disponibilidade`), as in `/consulta`.',
        querystring: CourseBibliographyQuery,
        response: { 200: CourseBibliography, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { disciplina, curso, professor } = request.query;
      const filter = {
        discipline: disciplina?.trim() || undefined,
        course: curso?.trim() || undefined,
        professor: professor?.trim() || undefined,
      };
      // Spec 000 §5: at least one teaching-plan field must be filled.
      if (!filter.discipline && !filter.course && !filter.professor)
        throw new InvalidInputError('BibliografiaSemFiltro');
      const size = request.query.quantPag ?? 20;
      const page = request.query.pagina ?? 1;
      const found = await findReserveTitles(db, filter, { offset: (page - 1) * size, limit: size });
      const language = requestLanguage(request);
      const { rows, courses } = await readSearchPage(db, context.dialect, found.ids);
      const teaching = await teachingDataOf(db, found.ids, courses, language);
      return {
        total: found.total,
        data: rows.map((row) => ({
          ...presentSearchResult(row, undefined, language),
          ...teaching.get(row.id),
          disponibilidade: libraryAvailability(row.copies ?? []),
        })),
      };
    },
  );
};
