import type { TextSectionContent } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** The home page's two text sections (GET /parametros/secao_1 and secao_2), in the visitor's language. */
export type HomeSectionKey = 'secao_1' | 'secao_2';

export function homeSectionQueryOptions(key: HomeSectionKey) {
  const language = currentLanguage();
  return queryOptions({
    // The server answers in the idioma header's language (Portuguese when staff wrote no translation).
    queryKey: ['site-section', key, language] as const,
    queryFn: ({ signal }) => api.get<TextSectionContent | null>(`/parametros/${key}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHomeSection(key: HomeSectionKey) {
  return useQuery(homeSectionQueryOptions(key));
}
