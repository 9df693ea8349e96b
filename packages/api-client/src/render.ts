import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Job } from '@studio/contracts/jobs';
import type { ProjectOverview } from '@studio/contracts/overview';
import type { RenderScene, Scene } from '@studio/contracts/scenes';
import { isReadyToRender } from '@studio/scene-timeline/readiness';
import { callApi, isApiError, serverMessage } from './http';
import { invalidateAll } from './invalidate';
import { isActiveJob, jobsQueryOptions, rememberJob } from './jobs';
import { queryKeys } from './query-keys';
import { projectOverviewQueryOptions } from './projects';

export const SCENE_RENDER_JOB = 'scene.render' as const;

/** outdated: rendered, but its content changed since (renderOutdated), so it renders again. */
export type RenderReadiness = 'rendered' | 'outdated' | 'ready' | 'not_ready';

/** What readiness reads of a project besides the scene: whether each track's and line's audio is there. */
export type ProjectAudio = Pick<ProjectOverview, 'music' | 'voiceLines'>;

/**
 * docs/product-rules.md#states: rendered once it has a video, out of date when its content changed
 * since; else ready by the one readiness rule the server's render gate keeps (a set, a composed
 * track, a character, spoken voice lines).
 */
export function renderReadiness(scene: Scene, audio: ProjectAudio): RenderReadiness {
  if (scene.renderedPath) return scene.renderOutdated ? 'outdated' : 'rendered';
  const track = scene.musicId === null ? undefined : audio.music.find((candidate) => candidate.id === scene.musicId);
  const ready = isReadyToRender({
    sceneName: scene.name,
    hasSet: scene.setId !== null,
    track: track ? { name: track.name, hasAudio: track.filePath !== null } : null,
    castCount: scene.characters.length,
    lines: audio.voiceLines
      .filter((line) => line.sceneId === scene.id)
      .map((line) => ({ speaker: String(line.characterId), text: line.text, hasAudio: line.filePath !== null })),
  });
  return ready ? 'ready' : 'not_ready';
}

/** The queued or running render of each scene, by scene id. */
export function activeSceneRenders(jobs: readonly Job[]): Map<number, Job> {
  const active = new Map<number, Job>();
  for (const job of jobs) {
    if (job.type === SCENE_RENDER_JOB && job.target.type === 'scene' && isActiveJob(job) && !active.has(job.target.id)) {
      active.set(job.target.id, job);
    }
  }
  return active;
}

/**
 * docs/product-rules.md#readiness: only one scene renders at a time. The ids of the scenes other
 * than `sceneId` whose render is queued or running (or whose render request is on its way): while
 * there is one, `sceneId`'s render waits its turn.
 */
export function scenesRenderingBefore(active: ReadonlyMap<number, unknown>, sceneId: number, requestingSceneId?: number): number[] {
  const others = [...active.keys()].filter((id) => id !== sceneId);
  if (requestingSceneId !== undefined && requestingSceneId !== sceneId && !others.includes(requestingSceneId)) others.push(requestingSceneId);
  return others;
}

/** Why a scene's render button waits, naming the scenes rendering before it. */
export function renderTurnNote(sceneNames: readonly string[]): string {
  return sceneNames.length === 1
    ? `${sceneNames[0]} is rendering. One scene renders at a time, so this one can render after it.`
    : `${sceneNames.length} other scenes are rendering. One scene renders at a time, so this one can render after them.`;
}

/** The project's scene renders that are queued or running, with their live progress (kept current by job events). */
export const useActiveSceneRenders = (projectId: number) =>
  useQuery({ ...jobsQueryOptions(projectId), select: activeSceneRenders }).data ?? new Map<number, Job>();

/** POST /api/scenes/:id/render: queues a 'scene.render' job; without options the server's defaults apply. */
export const renderScene = (sceneId: number, options?: RenderScene) =>
  callApi('renderScene', { params: { id: sceneId }, body: options });

const changedByRender = (projectId: number) => [queryKeys.scenes(projectId), queryKeys.overview(projectId)];

/** Queues one scene's render; its card follows the job by live events from then on. */
export const useRenderScene = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scene, options }: { scene: Pick<Scene, 'id' | 'projectId'>; options?: RenderScene }) =>
      renderScene(scene.id, options),
    onSuccess: (job, { scene }) => {
      rememberJob(queryClient, job);
      return invalidateAll(queryClient, changedByRender(scene.projectId));
    },
  });
};

export interface RenderQueueResult {
  queued: { scene: Scene; job: Job }[];
  failed: { scene: Scene; error: unknown }[];
  /** Ready scenes left alone because a render of theirs is already queued or running. */
  alreadyRendering: Scene[];
  /** Every scene of the project, ready or not. */
  sceneCount: number;
}

/** What Render All renders: scenes ready for their first video, and those whose video is out of date. */
export const needsRender = (readiness: RenderReadiness): boolean => readiness === 'ready' || readiness === 'outdated';

/**
 * Queues a render of every ready scene of the project and of every scene changed since its render,
 * one request after another (the server runs one render at a time anyway); a failure (such as an
 * out-of-date scene no longer ready, named by the server) is collected and the rest still go.
 */
export async function queueReadyScenes(queryClient: QueryClient, projectId: number, options?: RenderScene): Promise<RenderQueueResult> {
  const [overview, jobs] = await Promise.all([
    queryClient.fetchQuery(projectOverviewQueryOptions(projectId)),
    queryClient.fetchQuery(jobsQueryOptions(projectId)),
  ]);
  const { scenes } = overview;
  const active = activeSceneRenders(jobs);
  const ready = scenes.filter((scene) => needsRender(renderReadiness(scene, overview)));
  const result: RenderQueueResult = {
    queued: [],
    failed: [],
    alreadyRendering: ready.filter((scene) => active.has(scene.id)),
    sceneCount: scenes.length,
  };
  for (const scene of ready.filter((candidate) => !active.has(candidate.id))) {
    try {
      const job = await renderScene(scene.id, options);
      rememberJob(queryClient, job);
      result.queued.push({ scene, job });
    } catch (error) {
      result.failed.push({ scene, error });
    }
  }
  return result;
}

/** 'Render All Scenes' and the top bar's 'Render Project'; without options the server's defaults apply. */
export const useRenderReadyScenes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, options }: { projectId: number; options?: RenderScene }) => queueReadyScenes(queryClient, projectId, options),
    onSuccess: (_result, { projectId }) => invalidateAll(queryClient, changedByRender(projectId)),
  });
};

export const fetchSceneTimeline = (sceneId: number, signal?: AbortSignal) =>
  callApi('getSceneTimeline', { params: { id: sceneId }, signal });

/** The timeline the preview plays; fetched afresh on each open, since voice lines and cast change it. */
export const useSceneTimeline = (sceneId: number) =>
  useQuery({
    queryKey: queryKeys.sceneTimeline(sceneId),
    queryFn: ({ signal }) => fetchSceneTimeline(sceneId, signal),
    staleTime: 0,
    gcTime: 0,
  });

export interface RenderQueueToast {
  variant: 'success' | 'error';
  title: string;
  description: string;
}

const reasonOf = (error: unknown) =>
  isApiError(error) ? (serverMessage(error) ?? error.message) : error instanceof Error ? error.message : String(error);

/** What to tell the user after queueing a project's renders: how many went, which failed, or why none. */
export function renderQueueToasts({ queued, failed, alreadyRendering, sceneCount }: RenderQueueResult): RenderQueueToast[] {
  const toasts: RenderQueueToast[] = [];
  if (queued.length > 0) {
    const count = queued.length === 1 ? '1 scene' : `${queued.length} scenes`;
    toasts.push({ variant: 'success', title: 'Rendering queued', description: `${count} queued for rendering.` });
  }
  for (const { scene, error } of failed) {
    toasts.push({ variant: 'error', title: 'Failed to render scene.', description: `${scene.name}: ${reasonOf(error)}` });
  }
  if (queued.length === 0 && failed.length === 0) {
    const reason =
      sceneCount === 0
        ? 'This project has no scenes.'
        : alreadyRendering.length > 0
          ? 'Every ready scene is already rendering.'
          : 'No scene is ready to render: each needs characters, a set, music and voice lines.';
    toasts.push({ variant: 'error', title: 'Nothing to render', description: reason });
  }
  return toasts;
}
