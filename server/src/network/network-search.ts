import crypto from 'node:crypto';
import { type CatalogueQuery, compileSearch, engineRequest, type FacetCount } from '@estante/search';
import type { NetworkIndexService } from './network-index.ts';

/** Facet values listed per letter, as the catalogue's search lists them. */
const FACET_VALUES_PER_LETTER = 30;

export interface NetworkSearchOutcome {
  total: number;
  ids: number[];
  facets: FacetCount[];
  id: string;
}

/**
 * A search of the union catalogue: the catalogue's query language and engine (packages/search) over the union
 * index, with the same filters (Z institution and R repository among them), orders and paging. No authority
 * expansion: the authority file is this institution's, not the network's.
 */
export async function searchNetwork(index: NetworkIndexService, query: CatalogueQuery): Promise<NetworkSearchOutcome> {
  const id = crypto
    .createHash('sha1')
    .update(
      JSON.stringify([
        'rede',
        query.rows.map((row) => [row.type, row.position, row.operator, row.words]),
        query.similar,
        query.filters,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  const { catalogue } = await index.current();
  const compiled = compileSearch(query, new Map(), (word, columns) => catalogue.expandTruncation(word, columns));
  if (!compiled) return { total: 0, ids: [], facets: [], id };
  // In steps, like the catalogue's search: other requests run between them (docs/search.md, "Sharing the process").
  const result = await catalogue.searchInSteps(
    engineRequest(query, compiled, FACET_VALUES_PER_LETTER),
    {},
    () => new Promise((resolve) => setImmediate(resolve)),
  );
  return { total: result.total, ids: result.ids, facets: result.facets, id };
}
