import {
  ACCOUNT_SERVICE_CODES,
  ErrorResponse,
  TeachingPlanOptions,
  TeachingPlanQuery,
  TeachingPlanTitle,
} from '@estante/contracts';
import { DomainError, NotFoundError } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../app-context.ts';
import { requireUser } from '../auth/index.ts';
import { SELF_SERVICE_SEGMENT } from '../people/index.ts';
import {
  libraryIdByCode,
  professorIdsOf,
  teachingBibliography,
  teachingPlanOptions,
} from './teaching-plan.repository.ts';

const tags = ['personal area'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const base = `/acervo/${SELF_SERVICE_SEGMENT}/plano-ensino`;

/** /api/acervo/{self-service}/plano-ensino/… (spec 001 §7.3): a professor's disciplines and their bibliography. */
export const teachingPlanRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db } = context;

  /** The signed-in person's professor ids; anyone else is refused with 403. */
  async function professorIds(request: FastifyRequest): Promise<number[]> {
    const ids = await professorIdsOf(db, requireUser(request).personId);
    if (ids.length === 0) throw new DomainError('forbidden', ACCOUNT_SERVICE_CODES.professorsOnly);
    return ids;
  }

  app.get(
    `${base}/disciplinas-bibliotecas`,
    {
      schema: {
        tags,
        summary:
          "The professor's disciplines with their offerings (department, year, semester, period) and the libraries",
        response: { 200: TeachingPlanOptions, ...errors },
      },
    },
    async (request) => teachingPlanOptions(db, await professorIds(request)),
  );

  app.get(
    `${base}/bibliografia`,
    {
      schema: {
        tags,
        summary:
          "The bibliography of the professor's disciplines, with the copies held and available in the chosen library",
        querystring: TeachingPlanQuery,
        response: { 200: Type.Array(TeachingPlanTitle), ...errors },
      },
    },
    async (request) => {
      const ids = await professorIds(request);
      const { biblioteca, ...filter } = request.query;
      const library = biblioteca?.trim() || undefined;
      const libraryId = library === undefined ? undefined : await libraryIdByCode(db, library);
      if (library !== undefined && libraryId === undefined) throw new NotFoundError(`library ${library}`);
      const clean = Object.fromEntries(
        Object.entries(filter).filter(([, value]) => value !== undefined && String(value).trim() !== ''),
      ) as typeof filter;
      return teachingBibliography(db, ids, clean, libraryId);
    },
  );
};
