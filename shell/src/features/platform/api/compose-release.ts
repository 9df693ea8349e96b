import { callApi } from '@studio/api-client/http';
import { queryKeys } from '@studio/api-client/query-keys';
import type { Compose } from '@studio/contracts/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Pins releases against the revision the user saw: 412 when it moved on, 422 with the gate's reasons. */
export const composeRelease = (body: Compose) => callApi('composeRemotes', { body });

/** Refreshes the platform's views either way: a refusal may come from a composition that moved on. */
export function useComposeRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: composeRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.platform() }),
  });
}
