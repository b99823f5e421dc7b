import type { FacetEntry } from '@estante/contracts';

/** Facet groups in the order shown; letters of spec 001 §3 (others follow in the server's order). */
export const FACET_ORDER = ['T', 'Y', 'I', 'X', 'L', 'K', 'A', 'S', 'E', 'P', 'R', 'Z', 'NA_C', 'NA_A'];
/** Entries shown before "show more". */
export const FACET_VISIBLE = 5;

export interface FacetGroup {
  letter: string;
  entries: FacetEntry[];
}

/** Spec 001 §9: work type numeric, years descending, other facets by description. */
function compareEntries(letter: string) {
  if (letter === 'T') return (a: FacetEntry, b: FacetEntry) => Number(a.codigo) - Number(b.codigo);
  if (letter === 'Y') return (a: FacetEntry, b: FacetEntry) => b.codigo.localeCompare(a.codigo);
  return (a: FacetEntry, b: FacetEntry) => a.descricao.localeCompare(b.descricao);
}

/** The response's facets grouped by letter, groups in FACET_ORDER, entries in the spec's order. */
export function groupFacets(facets: readonly FacetEntry[]): FacetGroup[] {
  const groups = new Map<string, FacetEntry[]>();
  for (const facet of facets) {
    const entries = groups.get(facet.tipo) ?? [];
    entries.push(facet);
    groups.set(facet.tipo, entries);
  }
  const rank = (letter: string) => {
    const index = FACET_ORDER.indexOf(letter);
    return index === -1 ? FACET_ORDER.length : index;
  };
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([letter, entries]) => ({ letter, entries: [...entries].sort(compareEntries(letter)) }));
}
