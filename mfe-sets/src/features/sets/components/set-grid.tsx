import { useSets } from '@studio/api-client/sets';
import type { StudioSet } from '@studio/contracts/sets';
import { EntityGrid } from '@studio/ui/entity-grid';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { Suspense, lazy, useState } from 'react';
import { SetCard } from './set-card';

// Dialogs load on first use: most visits only read the list.
const EditSetDialog = lazy(() => import('./edit-set-dialog').then((module) => ({ default: module.EditSetDialog })));
const DeleteSetDialog = lazy(() => import('./delete-set-dialog').then((module) => ({ default: module.DeleteSetDialog })));

export interface SetGridProps {
  projectId: number;
  emptyMessage: string;
}

/** The project's sets, each with Edit and Delete. */
export function SetGrid({ projectId, emptyMessage }: SetGridProps) {
  const sets = useSets(projectId);
  const [editing, setEditing] = useState<StudioSet | null>(null);
  const [deleting, setDeleting] = useState<StudioSet | null>(null);
  return (
    <>
      <EntityGrid
        query={sets}
        skeletonCount={SKELETON_COUNTS.sets}
        label="Sets"
        emptyMessage={emptyMessage}
        renderItem={(set) => <SetCard set={set} onEdit={() => setEditing(set)} onDelete={() => setDeleting(set)} />}
      />
      <Suspense fallback={null}>
        {editing && <EditSetDialog set={editing} onClose={() => setEditing(null)} />}
        {deleting && <DeleteSetDialog set={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </>
  );
}
