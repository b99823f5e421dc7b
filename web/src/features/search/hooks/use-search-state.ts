import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { paths, type SearchHrefOptions } from '../../../config/paths.ts';
import { parseSearchState, type SearchState } from '../utils/search-state.ts';

/** The current search, read from the URL. */
export function useSearchState(): SearchState {
  const [params] = useSearchParams();
  return useMemo(() => parseSearchState(params), [params]);
}

/** Builds links to a search on the current screen (home, or the search guide `/:guia`). */
export function useSearchHref(): (search: SearchHrefOptions) => string {
  const { guia } = useParams();
  return useCallback(
    (search: SearchHrefOptions) => (guia ? paths.guide.getHref(guia, search) : paths.home.getHref(search)),
    [guia],
  );
}
