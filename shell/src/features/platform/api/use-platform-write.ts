import { queryKeys } from '@studio/api-client/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A write to the composition that refreshes the platform's views either way: a refusal may come from a composition that moved on. */
export function usePlatformWrite<Input, Result>(write: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.platform() }),
  });
}
