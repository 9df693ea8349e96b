import { useLiveUpdates } from '@studio/api-client/events';
import type { CompositionPreview } from '@studio/contracts/platform';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CompositionSource, useLoadedComposition } from '../../../hooks/use-loaded-composition';

export interface LiveComposition {
  /** The preview this page runs in, if a preview link put this browser in one. */
  preview: CompositionPreview | null;
  /** The composition changed after this page loaded its remotes: offer a reload, never swap them in place. */
  updateAvailable: boolean;
}

/**
 * The session's one live-updates stream, and what the page knows of the composition: the one it
 * loaded its remotes from, and whether the stream has announced a newer revision since.
 */
export function useLiveComposition(queryClient: QueryClient, loader?: CompositionSource): LiveComposition {
  const loaded = useLoadedComposition(loader);
  const [announced, setAnnounced] = useState(0);
  useLiveUpdates(queryClient, { onComposition: ({ revision }) => setAnnounced((previous) => Math.max(previous, revision)) });
  return {
    preview: loaded.data?.preview ?? null,
    updateAvailable: loaded.data !== undefined && announced > loaded.data.revision,
  };
}
