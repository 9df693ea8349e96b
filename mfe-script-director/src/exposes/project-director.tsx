import { Paper, Stack, Typography } from '@mui/material';
import { useScenes } from '@studio/api-client/scenes';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { RenderFilmPanel } from '../features/director/components/render-film-panel';
import { SceneDirectorTools } from '../components/scene-director-tools';

/** The project page's director: tools for each scene of the scene map, and the project's film. */
export function ProjectDirector({ projectId }: RemoteScreenProps) {
  const scenes = useScenes(projectId);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Director">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Director
        </Typography>
        <Stack spacing={2}>
          {scenes.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No scenes yet.
            </Typography>
          )}
          {scenes.data?.map((scene) => (
            <Stack key={scene.id} spacing={1}>
              <Typography variant="subtitle1">{scene.name}</Typography>
              <SceneDirectorTools projectId={projectId} sceneId={scene.id} sceneName={scene.name} />
            </Stack>
          ))}
        </Stack>
      </Paper>
      <RenderFilmPanel projectId={projectId} />
    </Stack>
  );
}
