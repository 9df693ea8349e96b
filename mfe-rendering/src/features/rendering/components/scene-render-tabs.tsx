import { Box, Grid, Tab, Tabs } from '@mui/material';
import type { ProjectOverview } from '@studio/contracts/overview';
import { EmptyState } from '@studio/ui/empty-state';
import { useState } from 'react';
import { RenderedOutputCard } from './rendered-output-card';
import { SceneRenderCard } from './scene-render-card';

type RenderTab = 'scenes' | 'outputs';

/** 'Scenes to Render' (default) and 'Rendered Outputs'. */
export function SceneRenderTabs({ overview }: { overview: ProjectOverview }) {
  const [tab, setTab] = useState<RenderTab>('scenes');
  const setNames = new Map(overview.sets.map((set) => [set.id, set.name]));
  const musicNames = new Map(overview.music.map((track) => [track.id, track.name]));
  const rendered = overview.scenes.flatMap((scene) => (scene.renderedPath ? [{ scene, videoUrl: scene.renderedPath }] : []));

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, value: RenderTab) => setTab(value)}>
          <Tab value="scenes" label="Scenes to Render" />
          <Tab value="outputs" label="Rendered Outputs" />
        </Tabs>
      </Box>
      {tab === 'scenes' &&
        (overview.scenes.length === 0 ? (
          <EmptyState message="No scenes found in this project." />
        ) : (
          <Grid container spacing={2} component="section" aria-label="Scenes to Render">
            {overview.scenes.map((scene) => (
              <Grid key={scene.id} size={{ xs: 12, md: 6 }}>
                <SceneRenderCard
                  scene={scene}
                  setName={scene.setId === null ? undefined : setNames.get(scene.setId)}
                  musicName={scene.musicId === null ? undefined : musicNames.get(scene.musicId)}
                />
              </Grid>
            ))}
          </Grid>
        ))}
      {tab === 'outputs' &&
        (rendered.length === 0 ? (
          <EmptyState message="No rendered scenes available yet." />
        ) : (
          <Grid container spacing={2} component="section" aria-label="Rendered Outputs">
            {rendered.map(({ scene, videoUrl }) => (
              <Grid key={scene.id} size={{ xs: 12, md: 6 }}>
                <RenderedOutputCard scene={scene} videoUrl={videoUrl} />
              </Grid>
            ))}
          </Grid>
        ))}
    </>
  );
}
