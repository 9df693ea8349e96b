import { Injectable } from '@nestjs/common';
import type { Job } from '@studio/contracts/jobs';
import { sameName } from '@studio/contracts/names';
import { DEFAULT_RENDER_RESOLUTION, renderSceneSchema, type RenderResolution, type renderSceneByNameSchema } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import type { z } from 'zod';
import { JobsService } from '../jobs';
import { mediaUrl, newMediaKey } from '../media';
import { SceneCharactersRepository } from '../scene-characters';
import { type SceneEntity, SceneNotFoundError, ScenesRepository } from '../scenes';
import { SetsRepository } from '../sets';
import { SceneMismatchError, SceneNameNotFoundError, SceneRenderInProgressError } from './render.errors';
import { type PendingModel, SceneModels } from './scene-models';
import { SceneRenderJob } from './scene-render.job';
import { SceneTimelineService } from './scene-timeline.service';

export type RenderSceneInput = z.output<typeof renderSceneSchema>;
export type RenderSceneByNameInput = z.output<typeof renderSceneByNameSchema>;

@Injectable()
export class RenderService {
  constructor(
    private readonly scenes: ScenesRepository,
    private readonly links: SceneCharactersRepository,
    private readonly sets: SetsRepository,
    private readonly timelines: SceneTimelineService,
    private readonly job: SceneRenderJob,
    private readonly jobs: JobsService,
    private readonly models: SceneModels,
  ) {}

  timeline(sceneId: number): Promise<SceneTimeline> {
    return this.timelines.timeline(sceneId);
  }

  /** The 3D models a render of the scene generates before it draws, each with its job if one is under way (for readiness). */
  pendingModels(sceneId: number): Promise<PendingModel[]> {
    return this.models.pending(sceneId);
  }

  /** Queues a render; 409 when the scene is not ready or already rendering. */
  async queueRender(sceneId: number, input: RenderSceneInput): Promise<Job> {
    const { scene } = await this.timelines.load(sceneId);
    const active = await this.jobs.activeJob('scene.render', { type: 'scene', id: scene.id });
    if (active) throw new SceneRenderInProgressError(scene.id, active);
    return this.job.enqueue(scene, { sceneId: scene.id, resolution: input.resolution, burnSubtitles: input.burnSubtitles });
  }

  /**
   * Queues a render whose video URL is told now; with `waitForAssets` the job first waits for the
   * scene's voices and music still being generated (the director creates them just before).
   */
  async queueRenderTo(
    sceneId: number,
    { resolution, waitForAssets }: { resolution?: RenderResolution; waitForAssets: boolean },
  ): Promise<{ job: Job; renderPath: string }> {
    const scene = waitForAssets ? await this.scenes.findById(sceneId) : (await this.timelines.load(sceneId)).scene;
    if (!scene) throw new SceneNotFoundError(sceneId);
    const active = await this.jobs.activeJob('scene.render', { type: 'scene', id: scene.id });
    if (active) throw new SceneRenderInProgressError(scene.id, active);
    const outputKey = newMediaKey();
    const job = await this.job.enqueue(scene, {
      sceneId: scene.id,
      resolution: resolution ?? DEFAULT_RENDER_RESOLUTION,
      burnSubtitles: false,
      outputKey,
      waitForAssets,
    });
    return { job, renderPath: mediaUrl('scenes', scene.id, 'render', 'mp4', outputKey) };
  }

  /**
   * POST /api/render/scene: the scene named so (in the project, when given) whose cast includes
   * every named character and whose set has the named set's name; 404 for no scene of that name,
   * 409 when none of them matches.
   */
  async queueRenderByName(input: RenderSceneByNameInput): Promise<Job> {
    const named = await this.scenes.list(input.projectId);
    const candidates = named.filter((scene) => sameName(scene.name, input.sceneName));
    if (candidates.length === 0) throw new SceneNameNotFoundError(input.sceneName, input.projectId);
    let firstProblems: string[] | undefined;
    for (const scene of candidates) {
      const problems = await this.mismatches(scene, input);
      if (problems.length === 0) return this.queueRender(scene.id, renderSceneSchema.parse({}));
      firstProblems ??= problems;
    }
    throw new SceneMismatchError(input.sceneName, firstProblems ?? []);
  }

  private async mismatches(scene: SceneEntity, input: RenderSceneByNameInput): Promise<string[]> {
    const problems: string[] = [];
    if (input.characters?.length) {
      const castNames = (await this.links.castOf([scene.id])).map((member) => member.name);
      const absent = input.characters.filter((name) => !castNames.some((castName) => sameName(castName, name)));
      if (absent.length > 0) problems.push(`not in its cast: ${absent.join(', ')}`);
    }
    if (input.setName !== undefined) {
      const set = scene.setId === null ? null : await this.sets.findById(scene.setId);
      if (!set) problems.push(`it has no set (asked for '${input.setName}')`);
      else if (!sameName(set.name, input.setName)) problems.push(`its set is '${set.name}', not '${input.setName}'`);
    }
    return problems;
  }
}
