import { Alert, Button } from '@mui/material';
import { useProjectOverview } from '@studio/api-client/projects';
import { useActiveSceneRenders } from '@studio/api-client/render';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { ErrorAlert } from '@studio/ui/error-alert';
import { PageTitle } from '@studio/ui/page-title';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { RenderSummary } from '../features/rendering/components/render-summary';
import { SceneRenderTabs } from '../features/rendering/components/scene-render-tabs';
import { useQueueAllRenders, useRenderOutcomeToasts } from '../features/rendering/hooks/use-render-toasts';

/** /scene-rendering: which scenes can be rendered, their renders' progress, and the videos of those that were. */
export function SceneRendering({ projectId }: RemoteScreenProps) {
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
          // docs/product-rules.md#screens: disabled when there are no scenes or a render is running.
          <Button variant="contained" disabled={sceneCount === 0 || activeRenders.size > 0 || isPending} onClick={() => queueAll(projectId)}>
            Render All Scenes
          </Button>
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
          <SceneRenderTabs overview={overview.data} activeRenders={activeRenders} />
        </>
      )}
    </>
  );
}
