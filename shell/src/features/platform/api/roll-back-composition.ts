import { callApi } from '@studio/api-client/http';
import { queryKeys } from '@studio/api-client/query-keys';
import type { Rollback } from '@studio/contracts/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Back to a revision's pins, recorded as a new revision; what it brings back passes the gate again. */
export const rollBackComposition = (body: Rollback) => callApi('rollbackComposition', { body });

export function useRollBackComposition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollBackComposition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.platform() }),
  });
}
