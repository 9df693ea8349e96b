import type { ActiveComposition, ComposedRemote } from '@studio/contracts/platform';
import { useMemo } from 'react';
import { useComposition } from '../api/get-composition';

/** One remote as the platform page shows it: what everyone runs, and what this browser previews instead. */
export interface LiveModule {
  remote: ComposedRemote;
  liveVersion: string;
  /** The version this browser loads through a preview link, if it differs from everyone's. */
  previewVersion: string | null;
}

export function toLiveModules({ remotes, preview }: ActiveComposition): LiveModule[] {
  return remotes.map((remote) => {
    const previewed = preview?.remotes.find((candidate) => candidate.name === remote.name);
    return { remote, liveVersion: previewed?.liveVersion ?? remote.version, previewVersion: previewed ? previewed.version : null };
  });
}

/** The composition query, with each remote's live version (a preview in this browser does not change what is live). */
export function useLiveModules() {
  const composition = useComposition();
  const modules = useMemo(() => (composition.data ? toLiveModules(composition.data) : undefined), [composition.data]);
  return { composition, modules };
}
