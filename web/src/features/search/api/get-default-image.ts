import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

interface DefaultImage {
  url: string;
  por_tipo_obra: Record<string, string>;
}

/** GET /api/consulta/imagem-padrao: the institution's image for titles without a cover, by work type. */
export function useDefaultImage() {
  return useQuery({
    queryKey: ['search', 'imagem-padrao'],
    queryFn: ({ signal }) => api.get<DefaultImage>('/consulta/imagem-padrao', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
