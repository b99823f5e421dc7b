import type { DefaultImage } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * GET /api/consulta/imagem-padrao: the institution's image for titles without a cover, by work type, labelled in
 * the visitor's language (results and title page alike).
 */
export function useDefaultImage() {
  return useQuery({
    queryKey: ['search', 'imagem-padrao'],
    queryFn: ({ signal }) => api.get<DefaultImage>('/consulta/imagem-padrao', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
