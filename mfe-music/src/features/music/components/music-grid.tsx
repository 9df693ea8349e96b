import { useDeleteMusicTrack, useMusic } from '@studio/api-client/music';
import { EditableEntityGrid } from '@studio/ui/editable-entity-grid';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { lazy } from 'react';
import { MusicCard } from './music-card';

// The dialog loads on first use: most visits only read the list.
const EditMusicDialog = lazy(() => import('./edit-music-dialog').then((module) => ({ default: module.EditMusicDialog })));

export interface MusicGridProps {
  projectId: number;
  emptyMessage: string;
}

/** The project's music tracks, each with Edit and Delete (scenes that played a deleted track are left without music). */
export function MusicGrid({ projectId, emptyMessage }: MusicGridProps) {
  const music = useMusic(projectId);
  const deleteMusicTrack = useDeleteMusicTrack();
  return (
    <EditableEntityGrid
      query={music}
      skeletonCount={SKELETON_COUNTS.music}
      label="Music tracks"
      emptyMessage={emptyMessage}
      renderCard={(track, actions) => <MusicCard track={track} {...actions} />}
      renderEditDialog={(track, onClose) => <EditMusicDialog track={track} onClose={onClose} />}
      deletion={{
        mutation: deleteMusicTrack,
        noun: 'Music track',
        message: 'The track will be removed from the project and from the scenes that play it.',
      }}
    />
  );
}
