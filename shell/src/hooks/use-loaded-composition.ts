import type { ActiveComposition } from '@studio/contracts/platform';
import { type ComposedRemoteLoader, remoteLoader } from '@studio/federation/remote-loader';
import { useQuery } from '@tanstack/react-query';

/** Not under the platform keys: a `composition` event must not make this page forget what it runs. */
const LOADED_COMPOSITION_KEY = ['shell', 'loaded-composition'] as const;

export type CompositionSource = Pick<ComposedRemoteLoader<ActiveComposition>, 'composition'>;

/**
 * The composition this page registered its remotes from (its revision and preview): read once,
 * at start, and kept for the life of the page.
 */
export const useLoadedComposition = (loader: CompositionSource = remoteLoader) =>
  useQuery({ queryKey: LOADED_COMPOSITION_KEY, queryFn: () => loader.composition(), staleTime: Infinity, gcTime: Infinity });
