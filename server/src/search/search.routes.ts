import {
  ErrorResponse,
  SEARCH_DEFAULTS,
  SearchQuery,
  SearchResponse,
  SORT_ORDERS,
  SortOption,
} from '@estante/contracts';
import { parseSearchQuery } from '@estante/search';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLanguage } from '../http/request-language.ts';
import { authorityRoutes } from './authority.routes.ts';
import { browseRoutes } from './browse.routes.ts';
import { teachingDataFrom } from './record-teaching.ts';
import { ADDITIONAL_DATA_LETTERS, presentSearch } from './search.presenter.ts';
import { searchCatalogue } from './search-catalogue.ts';
import { searchLookupRoutes } from './search-lookups.routes.ts';
import { readSearchPage } from './search-page.repository.ts';
import type { SearchRouteOptions } from './search-tab-options.routes.ts';
import { SORT_LABELS } from './sort-labels.ts';

/** Facet letter of a record's DDC/UDC main class: the result's knowledge area (areas_conhecimento). */
const KNOWLEDGE_AREA_LETTER = 'K';
/** A search refused for its time limit may be tried again shortly (the overload is usually a burst). */
const SEARCH_RETRY_AFTER_SECONDS = 5;

export const searchRoutes: FastifyPluginAsyncTypebox<SearchRouteOptions> = async (app, { context, keys }) => {
  await app.register(browseRoutes, { context });
  await app.register(authorityRoutes, { context });
  await app.register(searchLookupRoutes, { context, keys });
  // Load this server's in-memory search index at start-up, not on the first search (docs/search.md): from its
  // snapshot before listening when there is a valid one, so the first search is answered at once; else from the
  // database, in the background. On close, the snapshot's last image is written.
  app.addHook('onReady', async () => {
    await context.search.prepare();
    context.search
      .current()
      .catch((error: Error) => app.log.warn({ err: error }, 'search index not loaded yet; the next search retries'));
  });
  app.addHook('onClose', () => context.search.close());

  app.get(
    '/consulta',
    {
      schema: {
        tags: ['search'],
        summary: 'Search the catalogue',
        description:
          'Fielded, multi-row search with positions, operators, similar words, facet filters, ordering and paging; answers one page of results and the facet counts. See docs/search.md.',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 422: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      // The time limit counts from the request's arrival, so time spent queued behind other work counts too.
      const deadline = {
        at: performance.now() - reply.elapsedTime + context.config.http.searchTimeLimitMs,
        retryAfterSeconds: SEARCH_RETRY_AFTER_SECONDS,
      };
      const query = parseSearchQuery(request.query);
      // A request that asks for a fresh answer (a hard reload, the benchmark's cold runs) skips the answer cache.
      const reuse = !/no-cache/i.test(request.headers['cache-control'] ?? '');
      // The additional data and the knowledge areas (facet K) of the page's records come from the search index.
      // The page's rows and courses come in one statement, which also checks the index's revisions.
      const outcome = await searchCatalogue(
        context,
        query,
        { reuse },
        [...ADDITIONAL_DATA_LETTERS, KNOWLEDGE_AREA_LETTER],
        (ids, reader) =>
          readSearchPage(reader, context.dialect, ids, { availability: context.config.resultAvailability }),
        deadline,
      );
      const { rows, courses } = outcome.page;
      const language = requestLanguage(request);
      const facetValues = outcome.pageFacetValues;
      const areas = facetValues.filter((value) => value.letter === KNOWLEDGE_AREA_LETTER);
      const terms = request.query.termo;
      const suggestedTerms = outcome.corrections
        ? (Array.isArray(terms) ? terms : [terms ?? '']).map((term, index) => outcome.corrections?.get(index) ?? term)
        : undefined;
      return presentSearch(
        { ...outcome, similar: query.similar, suggestedTerms },
        rows,
        facetValues.filter((value) => value.letter !== KNOWLEDGE_AREA_LETTER),
        outcome.facets,
        language,
        teachingDataFrom(courses, areas, language),
      );
    },
  );

  app.get(
    '/consulta/ordenacao',
    {
      schema: {
        tags: ['search'],
        summary: "Orderings of the search results, with labels in the caller's language",
        response: { 200: Type.Array(SortOption) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return SORT_ORDERS.map((code) => ({
        codigo: code,
        descricao: SORT_LABELS[code][language],
        padrao: code === SEARCH_DEFAULTS.ordering,
      }));
    },
  );
};
