import { callApi } from '@studio/api-client/http';
import { queryKeys } from '@studio/api-client/query-keys';
import type { RemoteName } from '@studio/contracts/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The gate's verdict on one release: what composing it now would answer. */
export const getReleaseCompatibility = (name: RemoteName, version: string, signal?: AbortSignal) =>
  callApi('getReleaseCompatibility', { params: { name, version }, signal, cache: 'no-store' });

export const releaseCompatibilityQueryOptions = (name: RemoteName, version: string) =>
  queryOptions({
    queryKey: queryKeys.releaseCompatibility(name, version),
    queryFn: ({ signal }) => getReleaseCompatibility(name, version, signal),
  });

export const useReleaseCompatibility = (name: RemoteName, version: string) => useQuery(releaseCompatibilityQueryOptions(name, version));
