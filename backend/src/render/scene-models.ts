import { Injectable } from '@nestjs/common';
import type { Job } from '@studio/contracts/jobs';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { access } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { CharactersRepository } from '../characters';
import { JobsService } from '../jobs';
import { MediaStorage } from '../media';
import { ModelGenerationService, type ModelTarget } from '../model-generation';
import { SceneCharactersRepository } from '../scene-characters';
import { SceneNotFoundError, ScenesRepository } from '../scenes';
import { SetsRepository } from '../sets';
import { VoiceLinesRepository } from '../voice-lines';
import { AssetWaitTimeoutError, ModelGenerationFailedError } from './render.errors';

/** A character's or set's 3D model that a render of its scene would otherwise draw a stand-in for. */
export interface MissingModel extends ModelTarget {
  name: string;
}

/** A missing model and the job generating it now, if one is under way. */
export interface PendingModel extends MissingModel {
  job: Job | null;
}

/** How often a render waiting for models looks at their jobs' rows (they may run in other processes). */
const MODEL_POLL_MS = 100;

/** '3D model for Rex', '3D models for Farm, Rex' */
export const modelsLabel = (models: readonly MissingModel[]) =>
  `3D model${models.length === 1 ? '' : 's'} for ${models.map((model) => model.name).join(', ')}`;

/**
 * The 3D models a scene's render draws: which of them are missing (no file), and their generation
 * before the render draws anything, so a film never shows a stand-in.
 */
@Injectable()
export class SceneModels {
  constructor(
    private readonly scenes: ScenesRepository,
    private readonly sets: SetsRepository,
    private readonly links: SceneCharactersRepository,
    private readonly characters: CharactersRepository,
    private readonly lines: VoiceLinesRepository,
    private readonly media: MediaStorage,
    private readonly models: ModelGenerationService,
    private readonly jobs: JobsService,
  ) {}

  /** The models `timeline` would draw stand-ins for: the set's and each cast member's without a file. */
  async missingIn(timeline: SceneTimeline): Promise<MissingModel[]> {
    const subjects: { model: MissingModel; url: string | null }[] = [
      { model: { type: 'set', id: timeline.set.id, name: timeline.set.name }, url: timeline.set.modelUrl },
      ...timeline.blocking.map((mark) => ({ model: { type: 'character' as const, id: mark.characterId, name: mark.name }, url: mark.modelUrl })),
    ];
    const present = await Promise.all(subjects.map(({ url }) => this.hasFile(url)));
    return subjects.filter((_, i) => !present[i]).map(({ model }) => model);
  }

  /**
   * The models a render of the scene would generate first (its set's and its cast's without a
   * file), each with the job generating it now, if any. The cast is as the timeline has it: the
   * linked characters and whoever speaks a line in the scene.
   */
  async pending(sceneId: number): Promise<PendingModel[]> {
    const scene = await this.scenes.findById(sceneId);
    if (!scene) throw new SceneNotFoundError(sceneId);
    const [set, links, lines] = await Promise.all([
      scene.setId === null ? null : this.sets.findById(scene.setId),
      this.links.listByScene(sceneId),
      this.lines.listByScene(sceneId),
    ]);
    const castIds = [...new Set([...links.map((link) => link.characterId), ...lines.map((line) => line.characterId)])];
    const cast = (await this.characters.findByIds(castIds)).sort((a, b) => castIds.indexOf(a.id) - castIds.indexOf(b.id));
    const subjects: { model: MissingModel; url: string | null }[] = [
      ...(set ? [{ model: { type: 'set' as const, id: set.id, name: set.name }, url: set.scenePath }] : []),
      ...cast.map((character) => ({ model: { type: 'character' as const, id: character.id, name: character.name }, url: character.modelPath })),
    ];
    const pending: PendingModel[] = [];
    for (const { model, url } of subjects) {
      if (!(await this.hasFile(url))) pending.push({ ...model, job: await this.models.activeModelJob(model) });
    }
    return pending;
  }

  /**
   * Generates each missing model (joining a generation already under way: one model job per
   * target) and waits until all are made. Fails naming the first whose generation failed, or, after
   * `timeoutMs`, those still being made.
   */
  async generate(missing: readonly MissingModel[], timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const started: { model: MissingModel; job: Job }[] = [];
    for (const model of missing) started.push({ model, job: await this.models.modelJob(model) });
    for (;;) {
      const jobs = await Promise.all(started.map(({ job }) => this.jobs.get(job.id)));
      const failed = jobs.findIndex((job) => job.state === 'failed');
      if (failed >= 0) throw new ModelGenerationFailedError(modelsLabel([started[failed].model]), jobs[failed].error ?? 'failed');
      const unfinished = started.filter((_, i) => jobs[i].state !== 'complete');
      if (unfinished.length === 0) return;
      if (Date.now() > deadline) throw new AssetWaitTimeoutError(timeoutMs, [modelsLabel(unfinished.map(({ model }) => model))]);
      await delay(MODEL_POLL_MS);
    }
  }

  private async hasFile(url: string | null): Promise<boolean> {
    const path = this.media.pathOf(url);
    return path !== null && (await access(path).then(() => true, () => false));
  }
}
