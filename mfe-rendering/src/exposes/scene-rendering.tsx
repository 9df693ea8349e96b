import { Alert, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { useProjectOverview } from '@studio/api-client/projects';
import { useActiveSceneRenders } from '@studio/api-client/render';
import { DRAFT_RENDER_RESOLUTION, type RenderScene } from '@studio/contracts/scenes';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { ErrorAlert } from '@studio/ui/error-alert';
import { PageTitle } from '@studio/ui/page-title';
import { useState } from 'react';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { RenderSummary } from '../features/rendering/components/render-summary';
import { SceneRenderTabs } from '../features/rendering/components/scene-render-tabs';
import { useQueueAllRenders, useRenderOutcomeToasts } from '../features/rendering/hooks/use-render-toasts';

/**
 * /scene-rendering: which scenes can be rendered, their renders' progress, and the videos of those
 * that were. Renders are 1280x720 films; Draft asks this screen's renders for 640x360 without
 * shadows, to check a scene fast.
 */
export function SceneRendering({ projectId }: RemoteScreenProps) {
  const [draft, setDraft] = useState(false);
  const renderOptions: RenderScene | undefined = draft ? { resolution: DRAFT_RENDER_RESOLUTION } : undefined;
  const overview = useProjectOverview(projectId);
  const activeRenders = useActiveSceneRenders(projectId);
  const { queueAll, isPending } = useQueueAllRenders();
  useRenderOutcomeToasts(projectId);
  const sceneCount = overview.data?.scenes.length ?? 0;
  return (
    <>
      <PageTitle
        title="Scene Rendering"
        subtitle="Render finished scenes into video."
        actions={
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel control={<Switch checked={draft} onChange={(event) => setDraft(event.target.checked)} />} label="Draft (640×360)" />
            {/* docs/product-rules.md#screens: disabled when there are no scenes or a render is running. */}
            <Button variant="contained" disabled={sceneCount === 0 || activeRenders.size > 0 || isPending} onClick={() => queueAll(projectId, renderOptions)}>
              Render All Scenes
            </Button>
          </Stack>
        }
      />
      {overview.error ? (
        <ErrorAlert error={overview.error} />
      ) : !overview.data ? (
        <SkeletonGrid count={SKELETON_COUNTS.scenes} label="Loading scenes" />
      ) : (
        <>
          <RenderSummary overview={overview.data} />
          <Alert severity="info" sx={{ mb: 2 }}>
            Each scene needs characters, a set, music and voice lines before it can be rendered.
          </Alert>
          <SceneRenderTabs overview={overview.data} activeRenders={activeRenders} renderOptions={renderOptions} />
        </>
      )}
    </>
  );
}
