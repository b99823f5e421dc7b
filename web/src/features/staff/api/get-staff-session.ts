import type { StaffSession } from '@estante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The key of the console's session: a staff screen invalidates it after an action, so the menu's counts follow. */
export const STAFF_SESSION_QUERY_KEY = ['staff', 'session'] as const;

/** GET /api/equipe/sessao: the staff functions the signed-in person holds and their queues' counts. */
export function getStaffSession(signal?: AbortSignal): Promise<StaffSession> {
  return api.get<StaffSession>('/equipe/sessao', { signal });
}

export function staffSessionQueryOptions(personKey: string) {
  return queryOptions({
    // Per person: signing in as someone else never shows the previous person's functions.
    queryKey: [...STAFF_SESSION_QUERY_KEY, personKey] as const,
    queryFn: ({ signal }) => getStaffSession(signal),
    // Counts move as colleagues work: fresh for half a minute, then read again when the console is looked at.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useStaffSession(personKey: string | undefined) {
  return useQuery({ ...staffSessionQueryOptions(personKey ?? ''), enabled: personKey !== undefined });
}
