import { Injectable, NotFoundException } from '@nestjs/common';
import type { AssetValidation, SceneReadiness } from '@studio/contracts/director';
import type { Job } from '@studio/contracts/jobs';
import type { Scene } from '@studio/contracts/scenes';
import type { DirectorMemory } from '@studio/contracts/scripts';
import { CharactersService } from '../characters/characters.service';
import { JobsService } from '../jobs/jobs.service';
import { MusicService } from '../music/music.service';
import { ProjectsService } from '../projects/projects.service';
import { ScenesService } from '../scenes/scenes.service';
import { ScriptsService } from '../scripts/scripts.service';
import { SetsService } from '../sets/sets.service';
import { VoiceLinesService } from '../voice-lines/voice-lines.service';
import type { AutoGeneratePayload } from './auto-generate.job';
import { NoDirectorMemoryError, NoScriptForProjectError, SceneNotInProjectError } from './director.errors';
import { sceneReadiness } from './scene-readiness';

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
    const [set, track, lines] = await Promise.all([
      scene.setId === null ? null : this.sets.get(scene.setId),
      scene.musicId === null ? null : this.music.get(scene.musicId),
      this.voiceLines.listByScene(scene.id),
    ]);
    return sceneReadiness({ scene, set, track, lines, characterNames });
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
