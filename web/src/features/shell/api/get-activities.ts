import type { ActivityResponse } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/parametros/funcionalidades: the activities (cod_atividade) the institution has switched on. */
export function activitiesQueryOptions() {
  return queryOptions({
    queryKey: ['site-parameters', 'activities'],
    queryFn: ({ signal }) => api.get<ActivityResponse[]>('/parametros/funcionalidades', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (activities) => new Set(activities.map((activity) => activity.cod_atividade)),
  });
}

/** The set of enabled activity codes; empty while loading or when the call failed (features stay hidden). */
export function useActivities(): Set<number> {
  return useQuery(activitiesQueryOptions()).data ?? EMPTY;
}

const EMPTY = new Set<number>();
