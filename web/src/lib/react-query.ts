import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const MAX_RETRIES = 2;

/** A 4xx answer will not change by asking again; a lost connection or a 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
}
