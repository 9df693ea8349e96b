import { useDeleteSet, useGenerateSetModel, useSets } from '@studio/api-client/sets';
import type { StudioSet } from '@studio/contracts/sets';
import { EditableEntityGrid } from '@studio/ui/editable-entity-grid';
import { useModelGeneration } from '@studio/ui/generate-model-button';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { lazy } from 'react';
import { SetCard } from './set-card';

// The dialog loads on first use: most visits only read the list.
const EditSetDialog = lazy(() => import('./edit-set-dialog').then((module) => ({ default: module.EditSetDialog })));

export interface SetGridProps {
  projectId: number;
  emptyMessage: string;
  /** Offer 'Generate 3D Model' on each card (the Set Builder does). */
  generatesModels?: boolean;
}

/** The project's sets, each with Edit and Delete (scenes that used a deleted set are left without one), and 'Generate 3D Model' where asked for. */
export function SetGrid({ projectId, emptyMessage, generatesModels = false }: SetGridProps) {
  const sets = useSets(projectId);
  const deleteSet = useDeleteSet();
  const modelGeneration = useModelGeneration(useGenerateSetModel(), (set: StudioSet) => `The ${set.name} set is being built.`);
  return (
    <EditableEntityGrid
      query={sets}
      skeletonCount={SKELETON_COUNTS.sets}
      label="Sets"
      emptyMessage={emptyMessage}
      renderCard={(set, actions) => <SetCard set={set} {...actions} {...(generatesModels ? modelGeneration(set) : {})} />}
      renderEditDialog={(set, onClose) => <EditSetDialog set={set} onClose={onClose} />}
      deletion={{
        mutation: deleteSet,
        noun: 'Set',
        message: 'The set will be removed from the project and from the scenes that use it.',
      }}
    />
  );
}
