import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './http';
import { queryKeys } from './query-keys';

export const fetchServiceStatus = (signal?: AbortSignal) =>
  callApi('getStatus', { signal });

export const serviceStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.status(), queryFn: ({ signal }) => fetchServiceStatus(signal) });

/** Which AI services have a key: openai (text/music), meshy (3D model), elevenlabs (voice); and which local engines run. */
export const useServiceStatus = () => useQuery(serviceStatusQueryOptions());
