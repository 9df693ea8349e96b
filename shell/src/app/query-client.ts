import { createQueryClient } from '@studio/api-client/query-client';
import { queryKeys } from '@studio/api-client/query-keys';
import type { QueryClient } from '@tanstack/react-query';

/** The app's one query client: any 401 means the session is gone, so the gate comes back. */
export function createShellQueryClient(): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    onUnauthorized: () => {
      queryClient.setQueryData(queryKeys.session(), { authenticated: false });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session()[0] });
    },
  });
  return queryClient;
}
