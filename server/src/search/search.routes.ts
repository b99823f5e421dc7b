import { SEARCH_DEFAULTS, SearchQuery, SearchResponse } from '@estante/contracts';
import { searchTokens } from '@estante/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../app-context.ts';
import { presentSearchResult } from '../catalogue/record.presenter.ts';
import { findRecordsByIds } from '../catalogue/record.repository.ts';
import type { SearchField } from './search-index.ts';

/** Search types of the spec mapped to index fields; `livre` searches every field. */
const FIELD_BY_TYPE: Record<string, SearchField | undefined> = {
  livre: undefined,
  titulo: 'title',
  assunto: 'subject',
  autor: 'author',
  chamada: 'call_number',
  isbn_issn: 'identifiers',
  serie: 'series',
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const searchRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { context }) => {
  const { db, searchIndex } = context;

  app.get(
    '/consulta',
    {
      schema: {
        tags: ['search'],
        summary: 'Search the catalogue',
        description: 'First version: one row of `termo` and `tipo`, relevance order, paging. See docs/search.md.',
        querystring: SearchQuery,
        response: { 200: SearchResponse },
      },
    },
    async (request) => {
      const query = request.query;
      const page = query.pagina ?? SEARCH_DEFAULTS.page;
      const pageSize = query.quantPag ?? SEARCH_DEFAULTS.pageSize;
      const tokens = searchTokens(first(query.termo) ?? '');
      const field = FIELD_BY_TYPE[first(query.tipo) ?? 'livre'];
      const { total, ids } = await searchIndex.match(
        db,
        { tokens, field },
        { offset: (page - 1) * pageSize, limit: pageSize },
      );
      const rows = await findRecordsByIds(db, ids);
      return {
        total,
        data: rows.map((row) => presentSearchResult(row)),
        filtros: [],
        id: `${Date.now().toString(36)}-${tokens.join('-').slice(0, 40)}`,
      };
    },
  );
};
