import { callApi } from '@studio/api-client/http';
import { queryKeys } from '@studio/api-client/query-keys';
import { useQuery } from '@tanstack/react-query';

/** The platform and publish tokens, newest first, revoked ones included; never their secrets. */
export const getPlatformTokens = (signal?: AbortSignal) => callApi('listPlatformTokens', { signal, cache: 'no-store' });

export const usePlatformTokens = () => useQuery({ queryKey: queryKeys.platformTokens(), queryFn: ({ signal }) => getPlatformTokens(signal) });
