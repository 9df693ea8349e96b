import { useJobOutcomes } from '@studio/api-client/jobs';
import { type RenderQueueResult, renderQueueToasts, SCENE_RENDER_JOB, useRenderReadyScenes, useRenderScene } from '@studio/api-client/render';
import type { RenderScene, Scene } from '@studio/contracts/scenes';
import { errorMessage } from '@studio/ui/error-message';
import { useToast } from '@studio/ui/toast';

/** docs/product-rules.md#messages: 'Rendering complete' when a render of this project finishes, 'Failed to render scene.' when one fails. */
export function useRenderOutcomeToasts(projectId: number): void {
  const toast = useToast();
  useJobOutcomes(projectId, SCENE_RENDER_JOB, (job) => {
    if (job.state === 'complete') toast.success('Rendering complete', 'Scene has been successfully rendered.');
    else toast.error('Failed to render scene.', job.error ?? undefined);
  });
}

/** Queues one scene's render; a refused request (not ready, already rendering) says why. */
export function useQueueSceneRender() {
  const toast = useToast();
  const mutation = useRenderScene();
  return {
    queue: (scene: Scene, options?: RenderScene) =>
      mutation.mutate({ scene, options }, { onError: (error) => toast.error('Failed to render scene.', errorMessage(error)) }),
    /** The scene whose request is on its way, if any. */
    requestingSceneId: mutation.isPending ? mutation.variables.scene.id : undefined,
  };
}

/** 'Render All Scenes': queues every ready scene and says how many went. */
export function useQueueAllRenders() {
  const toast = useToast();
  const mutation = useRenderReadyScenes();
  const announce = (result: RenderQueueResult) => {
    for (const { variant, title, description } of renderQueueToasts(result)) toast[variant](title, description);
  };
  return {
    queueAll: (projectId: number, options?: RenderScene) =>
      mutation.mutate({ projectId, options }, {
        onSuccess: announce,
        onError: (error) => toast.error('Failed to render scene.', errorMessage(error)),
      }),
    isPending: mutation.isPending,
  };
}
