import { callApi } from '@studio/api-client/http';
import { queryKeys } from '@studio/api-client/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every release on the server, newest first, then each remote's repository build. */
export const getReleases = (signal?: AbortSignal) => callApi('listReleases', { query: {}, signal, cache: 'no-store' });

export const releasesQueryOptions = () => queryOptions({ queryKey: queryKeys.releases(), queryFn: ({ signal }) => getReleases(signal) });

export const useReleases = () => useQuery(releasesQueryOptions());
