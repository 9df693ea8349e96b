import { Injectable, NotFoundException } from '@nestjs/common';
import type { Character } from '@studio/contracts/characters';
import { filmSchema } from '@studio/contracts/director';
import type {
  DirectorPlan,
  ArchiveResult,
  AssetRequest,
  AssetValidation,
  directorRenderSchema,
  GenerationResult,
  ProjectFilm,
  RenderResult,
  SceneReadiness,
  TrainResult,
} from '@studio/contracts/director';
import type { Job } from '@studio/contracts/jobs';
import { DEFAULT_RENDER_RESOLUTION, type RenderResolution, type Scene } from '@studio/contracts/scenes';
import type { DirectorMemory } from '@studio/contracts/scripts';
import { CharactersService } from '../characters';
import { JobsService } from '../jobs';
import { MusicService } from '../music';
import { ProjectsService } from '../projects';
import { ScenesService } from '../scenes';
import { ScriptsService } from '../scripts';
import { RenderService } from '../render';
import { SetsService } from '../sets';
import { VoiceLinesService } from '../voice-lines';
import type { AutoGeneratePayload } from './auto-generate.job';
import type { RenderFilmPayload } from './film-render.job';
import type { z } from 'zod';
import { DirectorAssetsService, type Made } from './director-assets.service';
import { planDirectorGeneration, planDirectorRender } from './director-plan';
import { DirectorRenderError, NoDirectorMemoryError, NoScriptForProjectError, SceneNotInProjectError } from './director.errors';
import { sameName } from './project-plan';
import { SceneArchiveService } from './scene-archive.service';
import { sceneReadiness } from './scene-readiness';

export type DirectorRenderInput = z.output<typeof directorRenderSchema>;

@Injectable()
export class DirectorService {
  constructor(
    private readonly projects: ProjectsService,
    private readonly scripts: ScriptsService,
    private readonly scenes: ScenesService,
    private readonly sets: SetsService,
    private readonly music: MusicService,
    private readonly characters: CharactersService,
    private readonly voiceLines: VoiceLinesService,
    private readonly jobs: JobsService,
    private readonly assets: DirectorAssetsService,
    private readonly renders: RenderService,
    private readonly archives: SceneArchiveService,
  ) {}

  /** A scene of the project: 404 for an unknown project, an unknown scene or another project's scene. */
  async readiness(projectId: number, sceneId: number): Promise<SceneReadiness> {
    await this.projects.get(projectId);
    const scene = await this.scenes.get(sceneId).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!scene || scene.projectId !== projectId) throw new SceneNotInProjectError(projectId, sceneId);
    return this.readinessOf(scene, await this.characterNames(projectId));
  }

  async readinessOfScene(sceneId: number): Promise<SceneReadiness> {
    const scene = await this.scenes.get(sceneId);
    return this.readinessOf(scene, await this.characterNames(scene.projectId));
  }

  async validateProject(projectId: number): Promise<AssetValidation> {
    await this.projects.get(projectId);
    // One read of the project's sets, tracks and cast for every scene, not one per scene.
    const [scenes, names, sets, tracks] = await Promise.all([
      this.scenes.listByProject(projectId),
      this.characterNames(projectId),
      this.sets.listByProject(projectId),
      this.music.listByProject(projectId),
    ]);
    const verdicts = await Promise.all(
      scenes.map(async (scene) => ({
        sceneId: scene.id,
        sceneName: scene.name,
        ...sceneReadiness({
          scene,
          set: sets.find((set) => set.id === scene.setId) ?? null,
          track: tracks.find((track) => track.id === scene.musicId) ?? null,
          lines: await this.voiceLines.listByScene(scene.id),
          characterNames: names,
          pendingModels: await this.renders.pendingModels(scene.id),
        }),
      })),
    );
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
    await this.projects.get(projectId);
    const memory = await this.scripts.latestDirectorMemory(projectId);
    if (!memory) throw new NoDirectorMemoryError(projectId);
    return memory;
  }

  private async characterNames(projectId: number): Promise<Map<number, string>> {
    return new Map((await this.characters.listByProject(projectId)).map((character) => [character.id, character.name]));
  }

  private async readinessOf(scene: Scene, characterNames: ReadonlyMap<number, string>): Promise<SceneReadiness> {
    const [set, track, lines, pendingModels] = await Promise.all([
      scene.setId === null ? null : this.sets.get(scene.setId),
      scene.musicId === null ? null : this.music.get(scene.musicId),
      this.voiceLines.listByScene(scene.id),
      this.renders.pendingModels(scene.id),
    ]);
    return sceneReadiness({ scene, set, track, lines, characterNames, pendingModels });
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
    const existing = (await this.scenes.listByProject(project.id)).find((scene) => sameName(scene.name, input.scene));
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
    const { lines: landings } = planDirectorRender(await this.assets.contents(project), input);
    const created: string[] = [];
    const note = <T>(made: Made<T>, what: string) => {
      if (made.created) created.push(what);
      return made.row;
    };
    const set = note(await this.assets.set(project.id, input.set, '', { regenerate: false }), `set ${input.set}`);
    const track = input.score ? note(await this.assets.track(project.id, input.score, input.scene), `score ${input.score}`) : undefined;
    const speakers: Character[] = [];
    for (const name of [...input.characters, ...input.voiceLines.map((line) => line.character)]) {
      if (!speakers.some((speaker) => sameName(speaker.name, name))) {
        speakers.push(note(await this.assets.character(project.id, name, { regenerate: false }), `character ${name}`));
      }
    }
    let scene = note(await this.assets.sceneFor(project.id, input.scene, set.id, track?.id), `scene ${input.scene}`);
    await this.assets.cast(scene, speakers.map((speaker) => speaker.id));
    for (const [index, line] of input.voiceLines.entries()) {
      const speaker = speakers.find((candidate) => sameName(candidate.name, line.character))!;
      const landing = landings[index];
      if (landing.kind === 'edit') await this.assets.editLine(landing.lineId, speaker, line.text, line);
      else note(await this.assets.line(project.id, speaker, line.text, scene, { regenerate: false, direction: line }), `line ${line.character}: ${line.text}`);
    }
    scene = await this.scenes.get(scene.id);
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

  async archiveByName(input: { projectId?: number; projectName?: string; scene: string }): Promise<ArchiveResult> {
    const project = await this.assets.project(input);
    return this.archives.archiveScene((await this.assets.sceneNamed(project.id, input.scene)).id);
  }

  archiveScene(sceneId: number): Promise<ArchiveResult> {
    return this.archives.archiveScene(sceneId);
  }

  archiveProject(projectId: number): Promise<ArchiveResult> {
    return this.archives.archiveProject(projectId);
  }

  /** Queues 'Render Film'; a film already being made is the answer. */
  async queueFilm(projectId: number, resolution: RenderResolution | undefined): Promise<Job> {
    await this.projects.get(projectId);
    const target = { type: 'project' as const, id: projectId };
    const active = await this.jobs.activeJob('project.render-film', target);
    if (active) return active;
    return this.jobs.enqueue<RenderFilmPayload>('project.render-film', { ...target, projectId }, { projectId, resolution: resolution ?? DEFAULT_RENDER_RESOLUTION });
  }

  /** The newest film made of the project; 404 when none was. */
  async film(projectId: number): Promise<ProjectFilm> {
    await this.projects.get(projectId);
    const job = await this.jobs.latestComplete('project.render-film', { type: 'project', id: projectId });
    // No film yet is an answer, not an error: the console asks on every visit.
    if (!job) return { film: null };
    return { film: filmSchema.parse({ ...(job.result as object), jobId: job.id, finishedAt: job.finishedAt }) };
  }

  /** Queues 'Generate All Assets' from the project's newest script; a run already under way is the answer. */
  async queueAutoGenerate(projectId: number): Promise<Job> {
    await this.projects.get(projectId);
    const script = await this.scripts.latestOfProject(projectId);
    if (!script) throw new NoScriptForProjectError(projectId);
    const target = { type: 'project' as const, id: projectId };
    const active = await this.jobs.activeJob('project.auto-generate', target);
    if (active) return active;
    return this.jobs.enqueue<AutoGeneratePayload>('project.auto-generate', { ...target, projectId }, { projectId, scriptId: script.id });
  }
}
