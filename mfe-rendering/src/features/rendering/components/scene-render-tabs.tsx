import { Box, Grid, Tab, Tabs } from '@mui/material';
import { renderReadiness, scenesRenderingBefore } from '@studio/api-client/render';
import type { Job } from '@studio/contracts/jobs';
import type { ProjectOverview } from '@studio/contracts/overview';
import type { RenderScene, Scene } from '@studio/contracts/scenes';
import { EmptyState } from '@studio/ui/empty-state';
import { lazy, Suspense, useState } from 'react';
import { useQueueSceneRender } from '../hooks/use-render-toasts';
import { RenderedOutputCard } from './rendered-output-card';
import { SceneRenderCard } from './scene-render-card';

// three.js and the player load only when a preview opens.
const ScenePreviewDialog = lazy(() => import('./scene-preview-dialog').then((module) => ({ default: module.ScenePreviewDialog })));

type RenderTab = 'scenes' | 'outputs';

const isRendered = (scene: Scene): scene is Scene & { renderedPath: string } => scene.renderedPath !== null;

export interface SceneRenderTabsProps {
  overview: ProjectOverview;
  /** Queued or running renders by scene id. */
  activeRenders: ReadonlyMap<number, Job>;
  /** What a Render Scene click asks for (the draft size); the server's defaults without. */
  renderOptions?: RenderScene;
}

/** 'Scenes to Render' (default) and 'Rendered Outputs'. */
export function SceneRenderTabs({ overview, activeRenders, renderOptions }: SceneRenderTabsProps) {
  const [tab, setTab] = useState<RenderTab>('scenes');
  const [previewing, setPreviewing] = useState<Scene | null>(null);
  const { queue, requestingSceneId } = useQueueSceneRender();
  const setNames = new Map(overview.sets.map((set) => [set.id, set.name]));
  const musicNames = new Map(overview.music.map((track) => [track.id, track.name]));
  const rendered = overview.scenes.filter(isRendered);
  const isRendering = (scene: Scene) => activeRenders.has(scene.id) || requestingSceneId === scene.id;
  const sceneNames = new Map(overview.scenes.map((scene) => [scene.id, scene.name]));
  // docs/product-rules.md#readiness: one scene renders at a time; the others' buttons wait and say why.
  const waitingFor = (scene: Scene) =>
    scenesRenderingBefore(activeRenders, scene.id, requestingSceneId).map((id) => sceneNames.get(id) ?? 'Another scene');

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
                  readiness={renderReadiness(scene, overview)}
                  setName={scene.setId === null ? undefined : setNames.get(scene.setId)}
                  musicName={scene.musicId === null ? undefined : musicNames.get(scene.musicId)}
                  renderJob={activeRenders.get(scene.id)}
                  requesting={requestingSceneId === scene.id}
                  waitingFor={waitingFor(scene)}
                  onRender={() => queue(scene, renderOptions)}
                  onPreview={() => setPreviewing(scene)}
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
            {rendered.map((scene) => (
              <Grid key={scene.id} size={{ xs: 12, md: 6 }}>
                <RenderedOutputCard scene={scene} rendering={isRendering(scene)} waitingFor={waitingFor(scene)} onRerender={() => queue(scene, renderOptions)} />
              </Grid>
            ))}
          </Grid>
        ))}
      {previewing && (
        <Suspense fallback={null}>
          <ScenePreviewDialog scene={previewing} onClose={() => setPreviewing(null)} />
        </Suspense>
      )}
    </>
  );
}
