import { fetchComposition } from '@studio/api-client/platform';
import { queryKeys } from '@studio/api-client/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The composition as the server has it now (for this browser: with its preview, if any); a `composition` event refreshes it. */
export const compositionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.composition(), queryFn: ({ signal }) => fetchComposition(signal) });

export const useComposition = () => useQuery(compositionQueryOptions());
