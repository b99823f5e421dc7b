import { type FacetEntry, groupFacetEntries } from '@estante/contracts';

/** Entries shown before "show more". */
export const FACET_VISIBLE = 5;

export interface FacetGroup {
  letter: string;
  entries: FacetEntry[];
}

/**
 * The response's facets grouped by letter, groups and values in the order of the facet registry (contracts
 * facets.ts), the same order the server lists them in.
 */
export function groupFacets(facets: readonly FacetEntry[]): FacetGroup[] {
  return groupFacetEntries([...facets]).map(([letter, entries]) => ({ letter, entries }));
}
