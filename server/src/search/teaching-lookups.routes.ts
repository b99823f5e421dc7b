import { ErrorResponse, LookupOption, LookupPage, TeachingLookupQuery } from '@estante/contracts';
import { NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeatureOptions } from '../app-context.ts';
import { lookupPage } from './lookup-page.ts';
import {
  findTeachingOption,
  listCourses,
  listDisciplines,
  listProfessors,
  type TeachingTable,
} from './teaching.repository.ts';

const tags = ['search'];
const CodeParams = Type.Object({ id: Type.String({ maxLength: 50 }) });

/**
 * Course, discipline and professor look-ups of spec 001 §7.2 (teaching-plan tables, migration 2026-11-23-0011):
 * `{ total, data: [{ codigo, nome }] }` 20 a page, and one by code (404 when unknown).
 */
export const teachingLookupRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  const listCall = (
    path: string,
    summary: string,
    list: (query: TeachingLookupQuery) => Promise<{ codigo: string; nome: string }[]>,
  ) =>
    app.get(
      path,
      { schema: { tags, summary, querystring: TeachingLookupQuery, response: { 200: LookupPage } } },
      async (request) => lookupPage(await list(request.query), request.query.search_text, request.query.page),
    );
  listCall(
    '/consulta/cursos',
    'Courses whose name holds search_text (of one campus with codCampus), 20 a page',
    (query) => listCourses(db, query.codCampus),
  );
  listCall(
    '/consulta/disciplinas',
    'Disciplines whose name holds search_text (of one course with codCurso), 20 a page',
    (query) => listDisciplines(db, query.codCurso),
  );
  listCall(
    '/consulta/professores',
    'Professors whose name holds search_text (of one discipline with codDisciplina), 20 a page',
    (query) => listProfessors(db, query.codDisciplina),
  );

  const byCode = (path: string, table: TeachingTable, what: string) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `One ${what} by code`,
          params: CodeParams,
          response: { 200: LookupOption, 404: ErrorResponse },
        },
      },
      async (request) => {
        const found = await findTeachingOption(db, table, request.params.id);
        if (!found) throw new NotFoundError(`${what} ${request.params.id}`);
        return found;
      },
    );
  byCode('/consulta/curso/:id', 'courses', 'course');
  byCode('/consulta/disciplina/:id', 'disciplines', 'discipline');
  byCode('/consulta/professor/:id', 'professors', 'professor');
};
