import type { TargetDocument, TargetDocumentsQuery } from '@estante/contracts';

/** A standards search of the target_gedweb guide: the product (coluna_um) and an optional term. */
export interface TargetSearch {
  coluna_um?: string;
  termo?: string;
}

/**
 * Spec 001 §4: a search on target_gedweb without coluna_um returns an empty result at once, with no call. Answers the
 * query of GET /consulta/documentos-target, or undefined when there is nothing to ask (the result is then empty).
 */
export function targetSearchQuery(search: TargetSearch): TargetDocumentsQuery | undefined {
  const product = search.coluna_um?.trim();
  if (!product) return undefined;
  const term = search.termo?.trim();
  return term ? { coluna_um: product, termo: term } : { coluna_um: product };
}

/** Runs the search through `call` only when it has a product; otherwise the empty result, with no call. */
export async function searchTarget(
  search: TargetSearch,
  call: (query: TargetDocumentsQuery) => Promise<TargetDocument[]>,
): Promise<TargetDocument[]> {
  const query = targetSearchQuery(search);
  return query ? call(query) : [];
}
