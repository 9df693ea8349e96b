import { useMusic } from '@studio/api-client/music';
import type { MusicTrack } from '@studio/contracts/music';
import { EntityGrid } from '@studio/ui/entity-grid';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { Suspense, lazy, useState } from 'react';
import { MusicCard } from './music-card';

// Dialogs load on first use: most visits only read the list.
const EditMusicDialog = lazy(() => import('./edit-music-dialog').then((module) => ({ default: module.EditMusicDialog })));
const DeleteMusicDialog = lazy(() => import('./delete-music-dialog').then((module) => ({ default: module.DeleteMusicDialog })));

export interface MusicGridProps {
  projectId: number;
  emptyMessage: string;
}

/** The project's music tracks, each with Edit and Delete. */
export function MusicGrid({ projectId, emptyMessage }: MusicGridProps) {
  const music = useMusic(projectId);
  const [editing, setEditing] = useState<MusicTrack | null>(null);
  const [deleting, setDeleting] = useState<MusicTrack | null>(null);
  return (
    <>
      <EntityGrid
        query={music}
        skeletonCount={SKELETON_COUNTS.music}
        label="Music tracks"
        emptyMessage={emptyMessage}
        renderItem={(track) => <MusicCard track={track} onEdit={() => setEditing(track)} onDelete={() => setDeleting(track)} />}
      />
      <Suspense fallback={null}>
        {editing && <EditMusicDialog track={editing} onClose={() => setEditing(null)} />}
        {deleting && <DeleteMusicDialog track={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </>
  );
}
