import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { parseSearchState, type SearchState, searchToQuery } from '../utils/search-state.ts';

/** The current search, read from the URL. */
export function useSearchState(): SearchState {
  const [params] = useSearchParams();
  return useMemo(() => parseSearchState(params), [params]);
}

/** Builds links to a search on the current screen (home, or the search guide `/:guia`). */
export function useSearchHref(): (search: SearchState) => string {
  const { guia } = useParams();
  return useCallback(
    (search: SearchState) => {
      const base = guia ? paths.guide.getHref(guia) : paths.home.getHref();
      const query = searchToQuery(search);
      return query ? `${base}?${query}` : base;
    },
    [guia],
  );
}
