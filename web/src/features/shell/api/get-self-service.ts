import type { SelfServiceResponse } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/parametros/autoatendimento: whether the self-service button shows, and how the app opens. */
export function selfServiceQueryOptions() {
  return queryOptions({
    queryKey: ['site-parameters', 'self-service'],
    queryFn: ({ signal }) => api.get<SelfServiceResponse>('/parametros/autoatendimento', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSelfService() {
  return useQuery(selfServiceQueryOptions());
}

/**
 * The self-service app opens in a new window on its web URL with empresa, biblioteca, idioma,
 * permissao_teclado_numerico=false and tipoAutenticacao (spec 000 §7).
 */
export function selfServiceUrl(settings: SelfServiceResponse, institutionCode: number): string | undefined {
  if (!settings.showAuto || !settings.url) return undefined;
  const url = new URL(settings.url, window.location.href);
  url.searchParams.set('empresa', String(institutionCode));
  if (settings.codBibAuto) url.searchParams.set('biblioteca', settings.codBibAuto);
  url.searchParams.set('idioma', String(settings.idiomaAuto));
  url.searchParams.set('permissao_teclado_numerico', 'false');
  if (settings.authAuto !== null) url.searchParams.set('tipoAutenticacao', String(settings.authAuto));
  return url.toString();
}
