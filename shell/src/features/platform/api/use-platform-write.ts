import { isApiError } from '@studio/api-client/http';
import { platformTokenStore } from '@studio/api-client/platform';
import { queryKeys } from '@studio/api-client/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** What a platform change is sent with: the platform team's token entered in this tab. */
export const asPlatformTeam = () => ({ bearerToken: platformTokenStore.read() ?? undefined });

/**
 * A platform change that refreshes the platform's views either way: a refusal may come from a
 * composition that moved on. A token the server refuses (401: unknown or revoked; 403: not the
 * platform team's) is forgotten, so the next change asks for it again.
 */
export function usePlatformWrite<Input, Result>(write: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onError: (error) => {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) platformTokenStore.forget();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.platform() }),
  });
}
