import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** Marks each key stale; the ones on screen refetch at once. */
export const invalidateAll = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** A mutation that, once it succeeds, marks the query keys its answer changed stale. */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: (data: TData, variables: TVariables) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => invalidateAll(queryClient, staleKeys(data, variables)),
  });
}
