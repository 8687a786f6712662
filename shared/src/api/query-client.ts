import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * The one server-state cache (a Module Federation singleton through @storedesk/shared). Entries stay fresh for
 * the spec's local cache expiry of 600000 ms; store switch and logout clear it.
 */
export const CACHE_EXPIRY_MS = 600_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CACHE_EXPIRY_MS,
      gcTime: CACHE_EXPIRY_MS,
      refetchOnWindowFocus: false,
      // 4xx answers are final; retry only when the server or network failed.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
