import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Marks each key stale; the ones on screen refetch at once. */
export const invalidateAll = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
