import { Injectable } from '@nestjs/common';
import type {
  DirectorPlan,
  AssetRequest,
  AssetValidation,
  directorRenderSchema,
  GenerationResult,
  RenderResult,
  SceneReadiness,
  TrainResult,
} from '@studio/contracts/director';
import type { Job } from '@studio/contracts/jobs';
import { sameName } from '@studio/contracts/names';
import type { ProjectOverview } from '@studio/contracts/overview';
import type { Scene } from '@studio/contracts/scenes';
import type { DirectorMemory } from '@studio/contracts/scripts';
import type { z } from 'zod';
import { JobsService } from '../jobs';
import { ScriptsService } from '../scripts';
import { RenderService } from '../render';
import type { AutoGeneratePayload } from './auto-generate.job';
import { DirectorAssetsService, setFor, trackFor } from './director-assets.service';
import { planDirectorGeneration, planDirectorRender } from './director-plan';
import { DirectorRenderError, NoDirectorMemoryError, NoScriptForProjectError, SceneNotInProjectError } from './director.errors';
import { sceneReadiness } from './scene-readiness';

export type DirectorRenderInput = z.output<typeof directorRenderSchema>;

@Injectable()
export class DirectorService {
  constructor(
    private readonly scripts: ScriptsService,
    private readonly jobs: JobsService,
    private readonly assets: DirectorAssetsService,
    private readonly renders: RenderService,
  ) {}

  /** A scene of the project: 404 for an unknown project, an unknown scene or another project's scene. */
  async readiness(projectId: number, sceneId: number): Promise<SceneReadiness> {
    const overview = await this.assets.overview(projectId);
    const scene = overview.scenes.find((candidate) => candidate.id === sceneId);
    if (!scene) throw new SceneNotInProjectError(projectId, sceneId);
    return this.readinessOf(overview, scene);
  }

  /** 404 for an unknown scene. */
  async readinessOfScene(sceneId: number): Promise<SceneReadiness> {
    const overview = await this.assets.overviewOfScene(sceneId);
    return this.readinessOf(overview, overview.scenes.find((scene) => scene.id === sceneId)!);
  }

  async validateProject(projectId: number): Promise<AssetValidation> {
    // One read of the project for every scene, not one per scene.
    const overview = await this.assets.overview(projectId);
    const { scenes } = overview;
    const verdicts = await Promise.all(scenes.map(async (scene) => ({ sceneId: scene.id, sceneName: scene.name, ...(await this.readinessOf(overview, scene)) })));
    const validated = verdicts.filter((verdict) => verdict.ready);
    const invalid = verdicts.filter((verdict) => !verdict.ready);
    return {
      success: true,
      message:
        scenes.length === 0
          ? 'The project has no scenes yet.'
          : `${validated.length} of ${scenes.length} scene${scenes.length === 1 ? '' : 's'} ready to render.`,
      validatedAssets: validated,
      invalidAssets: invalid,
      missingAssets: invalid.flatMap((verdict) => verdict.missingAssets.map((asset) => ({ ...asset, sceneName: verdict.sceneName }))),
    };
  }

  async memory(projectId: number): Promise<DirectorMemory> {
    await this.assets.project({ projectId });
    const memory = await this.scripts.latestDirectorMemory(projectId);
    if (!memory) throw new NoDirectorMemoryError(projectId);
    return memory;
  }

  private async readinessOf(overview: ProjectOverview, scene: Scene): Promise<SceneReadiness> {
    return sceneReadiness({
      scene,
      set: overview.sets.find((set) => set.id === scene.setId) ?? null,
      track: overview.music.find((track) => track.id === scene.musicId) ?? null,
      lines: overview.voiceLines.filter((line) => line.sceneId === scene.id),
      characterNames: new Map(overview.characters.map((character) => [character.id, character.name])),
      pendingModels: await this.renders.pendingModels(scene.id),
    });
  }

  train(scriptPath: string): Promise<TrainResult> {
    return this.scripts.train(scriptPath);
  }

  async generate(input: { projectId?: number; projectName?: string }, items: readonly AssetRequest[]): Promise<GenerationResult> {
    return this.assets.generate(await this.assets.project(input), items);
  }

  /** What generate() would create and make again, without doing it. */
  async planGeneration(input: { projectId?: number; projectName?: string }, items: readonly AssetRequest[]): Promise<DirectorPlan> {
    const project = await this.assets.project(input);
    return planDirectorGeneration(await this.assets.contents(project), items);
  }

  /** What render() would create and change, without doing it. */
  async planRender(input: DirectorRenderInput): Promise<DirectorPlan> {
    const project = await this.assets.project(input);
    const { projectId, projectName, creates, changes } = planDirectorRender(await this.assets.contents(project), input);
    return { projectId, projectName, creates, changes };
  }

  /**
   * Makes the scene as described (docs/product-rules.md#director): its set, score, cast and lines
   * found by name or created, then queues its render, which waits for the voices and music still
   * being generated. Refused with a code when the scene would still lack something a render needs.
   */
  async render(input: DirectorRenderInput): Promise<RenderResult> {
    const project = await this.assets.project(input);
    // Refused before anything is made: a refused render changes nothing.
    const contents = await this.assets.contents(project);
    const existing = (await this.assets.overview(project.id)).scenes.find((scene) => sameName(scene.name, input.scene));
    if (!input.score && !existing?.musicId) {
      throw new DirectorRenderError('SCENE_NOT_READY', `${existing?.name ?? input.scene} has no music track: name a score to render it.`);
    }
    if (input.voiceLines.length === 0 && !existing?.voiceLineCount) {
      throw new DirectorRenderError('SCENE_NOT_READY', `${existing?.name ?? input.scene} has no voice line: add one as 'character: text' to render it.`);
    }
    const active = existing && (await this.jobs.activeJob('scene.render', { type: 'scene', id: existing.id }));
    if (active) {
      throw new DirectorRenderError('RENDER_IN_PROGRESS', `${existing.name} is already being rendered (job ${active.id} is ${active.state}).`);
    }
    // Each line is kept, edited in place (the scene's line at its position) or added, as the plan shows.
    const { lines: landings } = planDirectorRender(contents, input);
    const speakers: string[] = [];
    for (const name of [...input.characters, ...input.voiceLines.map((line) => line.character)]) {
      if (!speakers.some((speaker) => sameName(speaker, name))) speakers.push(name);
    }
    const kept = input.voiceLines.filter((_, index) => landings[index].kind !== 'edit');
    const lineEdits = input.voiceLines.flatMap((line, index) => {
      const landing = landings[index];
      return landing.kind === 'edit' ? [{ ...line, lineId: landing.lineId }] : [];
    });
    // The set and score named are the scene's, whatever it had; a kept line takes the direction asked.
    const applied = await this.assets.apply(
      project,
      {
        characters: speakers.map((name) => ({ name })),
        sets: [setFor(input.set, '')],
        music: input.score ? [trackFor(input.score, input.scene)] : [],
        scenes: [{ name: input.scene, set: input.set, music: input.score, characters: speakers, voiceLines: kept }],
      },
      { replaceSceneLinks: true, revise: { lineDirection: true, lineEdits } },
    );
    // An edited line is spoken again; a kept one when it failed.
    for (const { lineId } of lineEdits) await this.jobs.queueFor('voice-line.synthesize', lineId);
    for (const made of applied.voiceLines) await this.assets.lineJob(made, { regenerate: false });
    const created = [
      ...applied.sets.filter(({ created }) => created).map(({ row }) => `set ${row.name}`),
      ...applied.music.filter(({ created }) => created).map(({ row }) => `score ${row.name}`),
      ...applied.characters.filter(({ created }) => created).map(({ row }) => `character ${row.name}`),
      ...applied.scenes.filter(({ created }) => created).map(({ row }) => `scene ${row.name}`),
      ...kept.filter((_, index) => applied.voiceLines[index].created).map((line) => `line ${line.character}: ${line.text}`),
    ];
    const [{ row: scene }] = applied.scenes;
    const { job, renderPath } = await this.renders.queueRenderTo(scene.id, { resolution: input.resolution, waitForAssets: true });
    return {
      success: true,
      message: `Rendering ${scene.name}${created.length > 0 ? ` (created ${created.join(', ')})` : ''}; the video will be at ${renderPath}.`,
      projectId: project.id,
      sceneId: scene.id,
      jobId: job.id,
      renderPath,
      created,
      error: null,
    };
  }

  /** Queues 'Generate All Assets' from the project's newest script; a run already under way is the answer. */
  async queueAutoGenerate(projectId: number): Promise<Job> {
    await this.assets.project({ projectId });
    const script = await this.scripts.latestOfProject(projectId);
    if (!script) throw new NoScriptForProjectError(projectId);
    const target = { type: 'project' as const, id: projectId };
    const active = await this.jobs.activeJob('project.auto-generate', target);
    if (active) return active;
    return this.jobs.enqueue<AutoGeneratePayload>('project.auto-generate', { ...target, projectId }, { projectId, scriptId: script.id });
  }
}
