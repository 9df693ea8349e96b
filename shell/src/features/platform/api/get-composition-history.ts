import { callApi } from '@studio/api-client/http';
import { queryKeys } from '@studio/api-client/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every revision of the composition, newest first. */
export const getCompositionHistory = (signal?: AbortSignal) => callApi('getCompositionHistory', { signal, cache: 'no-store' });

export const compositionHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.compositionHistory(), queryFn: ({ signal }) => getCompositionHistory(signal) });

export const useCompositionHistory = () => useQuery(compositionHistoryQueryOptions());
