import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One answer of GET /api/autoridade/combo (contracts' AuthorityComboEntry). */
interface ComboEntry {
  autoridade: string;
  cod_autoridade: number | null;
  cabecalho: string | null;
}

/** The server reads at most 100 headings per call (GET /api/autoridade/combo). */
const MAX_HEADINGS = 100;

/** GET /api/autoridade/combo: the authority of each heading, matched by its heading or a see-from form. */
export function getAuthorityCombo(headings: readonly string[], signal?: AbortSignal): Promise<ComboEntry[]> {
  return api.get<ComboEntry[]>('/autoridade/combo', { query: { autoridades: headings }, signal });
}

export function authorityLinksQueryOptions(headings: readonly string[]) {
  const asked = [...new Set(headings.filter(Boolean))].slice(0, MAX_HEADINGS);
  return queryOptions({
    queryKey: ['authority-combo', asked],
    queryFn: ({ signal }) => getAuthorityCombo(asked, signal),
    enabled: asked.length > 0,
    // Authorities change with an import, not while a title is read.
    staleTime: 5 * 60_000,
    select: (entries) =>
      new Map(
        entries.flatMap((entry) =>
          entry.cod_autoridade === null ? [] : [[entry.autoridade, entry.cod_autoridade] as const],
        ),
      ),
  });
}

/**
 * The authority id of each of a title's headings that has one (docs/search.md, "Authorities"): the title page
 * links those headings to /autoridade/{id}. Until the answer comes, or when it fails, the map is empty and the
 * headings keep their search links.
 */
export function useAuthorityLinks(headings: readonly string[]): ReadonlyMap<string, number> {
  return useQuery(authorityLinksQueryOptions(headings)).data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, number> = new Map();
