import { useGenerateSetModel, useSets } from '@studio/api-client/sets';
import type { StudioSet } from '@studio/contracts/sets';
import { EntityGrid } from '@studio/ui/entity-grid';
import { errorMessage } from '@studio/ui/error-message';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { useToast } from '@studio/ui/toast';
import { Suspense, lazy, useState } from 'react';
import { SetCard } from './set-card';

// Dialogs load on first use: most visits only read the list.
const EditSetDialog = lazy(() => import('./edit-set-dialog').then((module) => ({ default: module.EditSetDialog })));
const DeleteSetDialog = lazy(() => import('./delete-set-dialog').then((module) => ({ default: module.DeleteSetDialog })));

export interface SetGridProps {
  projectId: number;
  emptyMessage: string;
  /** Offer 'Generate 3D Model' on each card (the Set Builder does). */
  generatesModels?: boolean;
}

/** The project's sets, each with Edit and Delete, and 'Generate 3D Model' where asked for. */
export function SetGrid({ projectId, emptyMessage, generatesModels = false }: SetGridProps) {
  const sets = useSets(projectId);
  const generateModel = useGenerateSetModel();
  const toast = useToast();
  const startModel = (set: StudioSet) =>
    generateModel.mutate(set, {
      onSuccess: () => toast.success('Generating 3D model', `The ${set.name} set is being built.`),
      onError: (error) => toast.error('Failed to generate 3D model.', errorMessage(error)),
    });
  const [editing, setEditing] = useState<StudioSet | null>(null);
  const [deleting, setDeleting] = useState<StudioSet | null>(null);
  return (
    <>
      <EntityGrid
        query={sets}
        skeletonCount={SKELETON_COUNTS.sets}
        label="Sets"
        emptyMessage={emptyMessage}
        renderItem={(set) => (
          <SetCard
            set={set}
            onEdit={() => setEditing(set)}
            onDelete={() => setDeleting(set)}
            onGenerateModel={generatesModels ? () => startModel(set) : undefined}
            requestingModel={generateModel.isPending && generateModel.variables.id === set.id}
          />
        )}
      />
      <Suspense fallback={null}>
        {editing && <EditSetDialog set={editing} onClose={() => setEditing(null)} />}
        {deleting && <DeleteSetDialog set={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </>
  );
}
