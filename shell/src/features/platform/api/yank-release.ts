import { callApi } from '@studio/api-client/http';
import { queryKeys } from '@studio/api-client/query-keys';
import type { ReleaseParams, YankRelease } from '@studio/contracts/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type YankReleaseInput = ReleaseParams & YankRelease;

/** Marks a published release as never to be composed again; it stays served to pages that loaded it. */
export const yankRelease = ({ name, version, reason }: YankReleaseInput) =>
  callApi('yankRelease', { params: { name, version }, body: { reason } });

/** A yank changes the release's verdict and the composition's warnings. */
export function useYankRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: yankRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.platform() }),
  });
}
