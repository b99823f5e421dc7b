import type { CatalogueSearch, FacetFilter, MatchExpression, SortKey } from '@estante/search';
import type { CatalogueSearchService } from '../app-context.ts';

export interface CataloguePage {
  total: number;
  ids: number[];
}

/**
 * One page of the records an expression matches, on the search index brought up to the database's revisions
 * (current(): one statement), so SRU, the feeds and the web's search agree. `compile` builds the expression on that
 * index (its vocabulary expands truncated words). Yields between the engine's steps, as the web's search does.
 */
export async function searchCataloguePage(
  search: CatalogueSearchService,
  compile: (catalogue: CatalogueSearch) => MatchExpression,
  page: { offset: number; limit: number; sort?: SortKey; filters?: FacetFilter[] },
): Promise<CataloguePage> {
  const { catalogue } = await search.current();
  const result = await catalogue.searchInSteps(
    {
      expression: compile(catalogue),
      positional: [],
      filters: page.filters ?? [],
      sort: page.sort ?? 'C',
      offset: page.offset,
      limit: page.limit,
      // The engine counts facets with every search; one value per letter is the least it takes.
      facetValuesPerLetter: 1,
    },
    {},
    () => new Promise((resolve) => setImmediate(resolve)),
  );
  return { total: result.total, ids: [...result.ids] };
}
