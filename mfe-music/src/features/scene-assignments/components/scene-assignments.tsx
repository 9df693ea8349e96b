import { List, ListItem, ListItemText, Paper } from '@mui/material';
import { useMusic } from '@studio/api-client/music';
import { useScenes } from '@studio/api-client/scenes';
import { EmptyState } from '@studio/ui/empty-state';
import { ErrorAlert } from '@studio/ui/error-alert';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { SceneMusicSelect } from './scene-music-select';

/** 'Scene Assignments': each scene with a music dropdown listing the project's tracks. */
export function SceneAssignments({ projectId }: { projectId: number }) {
  const scenes = useScenes(projectId);
  const music = useMusic(projectId);

  const error = scenes.error ?? music.error;
  if (error) return <ErrorAlert error={error} />;
  if (!scenes.data || !music.data) {
    return <SkeletonGrid count={SKELETON_COUNTS.scenes} label="Loading scene assignments" height={72} />;
  }
  if (scenes.data.length === 0) return <EmptyState message="No scenes available for music assignment." />;
  const tracks = music.data;
  return (
    <Paper variant="outlined">
      <List aria-label="Scene Assignments">
        {scenes.data.map((scene) => (
          <ListItem key={scene.id} divider secondaryAction={<SceneMusicSelect scene={scene} tracks={tracks} />}>
            <ListItemText primary={scene.name} secondary={scene.description} sx={{ pr: 30 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
