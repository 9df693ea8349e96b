import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './http';

export interface QueryClientOptions {
  /** Called on any 401 from a query or mutation (the session is gone: show the gate). */
  onUnauthorized?: () => void;
}

/** Meta for a query or mutation whose 401 is an ordinary answer (a wrong password), not a lost session. */
export const EXPECTS_UNAUTHORIZED_META = { expectsUnauthorized: true };

/** docs/product-rules.md#calls: no retries, no refetch on focus, results never stale unless invalidated. */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const handleError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isApiError(error) && error.status === 401 && meta?.expectsUnauthorized !== true) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => handleError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
