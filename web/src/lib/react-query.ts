import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const MAX_RETRIES = 2;

/** A 4xx answer will not change by asking again; a lost connection or a 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `errorHandled: true` tells the central handler that the screen shows this failure itself
     * (a form showing a field error, a search storing its error), so no toast is raised.
     */
    queryMeta: Record<string, unknown> & { errorHandled?: boolean };
    mutationMeta: Record<string, unknown> & { errorHandled?: boolean };
  }
}

/**
 * The central error handler of spec 001 §8 (`notifyError`, given by the app so that lib stays below the
 * components that show toasts) is hooked here, once for the whole app:
 * - every failed mutation (a form sent, an item added) raises a toast, unless its meta says it is handled;
 * - a failed query raises one only when data was already on screen (a background refresh failed):
 *   a first load that fails is shown where the data would be, by the screen's own <ErrorMessage>.
 */
export function createQueryClient(notifyError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorHandled) return;
        if (query.state.data !== undefined) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorHandled) return;
        notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
}
