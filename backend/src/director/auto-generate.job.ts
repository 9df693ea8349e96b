import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AutoGenerateResult } from '@studio/contracts/director';
import { createCharacterSchema } from '@studio/contracts/characters';
import { createMusicTrackSchema } from '@studio/contracts/music';
import { createSceneSchema } from '@studio/contracts/scenes';
import { createSetSchema } from '@studio/contracts/sets';
import { createVoiceLineSchema } from '@studio/contracts/voice-lines';
import { projectBlueprintSchema } from '@studio/contracts/blueprints';
import { BlueprintsService } from '../blueprints';
import { CharactersService } from '../characters';
import { JobsService } from '../jobs';
import { ModelGenerationService } from '../model-generation';
import { MusicService } from '../music';
import { ProjectsService } from '../projects';
import { SceneCharactersService } from '../scene-characters';
import { ScenesService } from '../scenes';
import { ScriptsService } from '../scripts';
import { SetsService } from '../sets';
import { VoiceLinesService } from '../voice-lines';
import { reasonOf } from './director-assets.service';
import { planProject, sameName } from './project-plan';

export interface AutoGeneratePayload {
  projectId: number;
  scriptId: number;
}

type AssetType = AutoGenerateResult['generatedAssets'][number]['type'];


/**
 * The 'project.auto-generate' job ('Generate All Assets'): turns a stored script's analysis into
 * the project's characters, sets, music, scenes and voice lines, finding by name what a previous
 * run made, and queues the media each new one needs. An item that fails is reported and the rest
 * go on; each finished item is the job's stage, so the screen can list them as they happen.
 */
@Injectable()
export class AutoGenerateJob implements OnModuleInit {
  private readonly logger = new Logger(AutoGenerateJob.name);

  constructor(
    private readonly jobs: JobsService,
    private readonly scripts: ScriptsService,
    private readonly characters: CharactersService,
    private readonly sets: SetsService,
    private readonly music: MusicService,
    private readonly scenes: ScenesService,
    private readonly sceneCharacters: SceneCharactersService,
    private readonly voiceLines: VoiceLinesService,
    private readonly models: ModelGenerationService,
    private readonly projects: ProjectsService,
    private readonly blueprints: BlueprintsService,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler<AutoGeneratePayload, AutoGenerateResult>('project.auto-generate', {
      run: ({ payload, reportProgress }) => this.generate(payload, reportProgress),
    });
  }

  private async generate(
    { projectId, scriptId }: AutoGeneratePayload,
    reportProgress: (fraction: number, stage?: string) => void,
  ): Promise<AutoGenerateResult> {
    const script = await this.scripts.getData(scriptId);
    const plan = planProject(script.analysis);
    const fromBlueprint = await this.createFromBlueprint(projectId, plan, reportProgress);
    if (fromBlueprint) return fromBlueprint;
    const total = plan.characters.length + plan.sets.length + plan.music.length + plan.scenes.length;
    const result: AutoGenerateResult = { success: true, message: '', generatedAssets: [], failedAssets: [] };
    let done = 0;
    const step = async <T extends { id: number }>(type: AssetType, name: string, make: () => Promise<{ row: T; created: boolean }>) => {
      try {
        const { row, created } = await make();
        result.generatedAssets.push({ type, name, id: row.id });
        reportProgress(++done / total, `${created ? 'created' : 'kept'} ${type} ${name}`);
        return row;
      } catch (error) {
        result.failedAssets.push({ type, name, error: reasonOf(error) });
        reportProgress(++done / total, `failed ${type} ${name}: ${reasonOf(error)}`);
        return null;
      }
    };
    reportProgress(0, `reading ${script.title ?? script.storedName}`);

    const characters = new Map<string, number>();
    const existingCharacters = await this.characters.listByProject(projectId);
    for (const planned of plan.characters) {
      const row = await step('character', planned.name, async () => {
        const found = existingCharacters.find((character) => sameName(character.name, planned.name));
        if (found) return { row: found, created: false };
        const created = await this.characters.create(createCharacterSchema.parse({ name: planned.name, description: planned.description, projectId }));
        await this.queueQuietly(() => this.models.queueCharacterModel(created.id));
        return { row: created, created: true };
      });
      if (row) characters.set(planned.name, row.id);
    }

    const sets = new Map<string, number>();
    const existingSets = await this.sets.listByProject(projectId);
    for (const planned of plan.sets) {
      const row = await step('set', planned.name, async () => {
        const found = existingSets.find((set) => sameName(set.name, planned.name));
        if (found) return { row: found, created: false };
        const created = await this.sets.create(createSetSchema.parse({ ...planned, projectId }));
        await this.queueQuietly(() => this.models.queueSetModel(created.id));
        return { row: created, created: true };
      });
      if (row) sets.set(planned.name, row.id);
    }

    const tracks = new Map<string, number>();
    const existingTracks = await this.music.listByProject(projectId);
    for (const planned of plan.music) {
      const row = await step('score', planned.name, async () => {
        const found = existingTracks.find((track) => sameName(track.name, planned.name));
        if (found) return { row: found, created: false };
        return { row: await this.music.create(createMusicTrackSchema.parse({ ...planned, projectId })), created: true };
      });
      if (row) tracks.set(planned.name, row.id);
    }

    const existingScenes = await this.scenes.listByProject(projectId);
    for (const planned of plan.scenes) {
      await step('scene', planned.name, async () => {
        const setId = sets.get(planned.setName);
        const musicId = tracks.get(planned.musicName);
        let scene = existingScenes.find((candidate) => sameName(candidate.name, planned.name));
        const created = !scene;
        scene ??= await this.scenes.create(
          createSceneSchema.parse({ name: planned.name, description: planned.description, projectId, setId, musicId, timeOfDay: planned.timeOfDay, weather: planned.weather }),
        );
        if (!created && ((scene.setId === null && setId) || (scene.musicId === null && musicId))) {
          scene = await this.scenes.update(scene.id, { setId: scene.setId ?? setId, musicId: scene.musicId ?? musicId });
        }
        for (const name of planned.characters) {
          const characterId = characters.get(name);
          if (characterId && !scene.characters.some((linked) => linked.id === characterId)) {
            await this.sceneCharacters.link({ sceneId: scene.id, characterId });
          }
        }
        const spoken = await this.voiceLines.listByScene(scene.id);
        for (const line of planned.lines) {
          const characterId = characters.get(line.character);
          if (!characterId) throw new Error(`${line.character} could not be created, so their lines have no voice`);
          if (spoken.some((existing) => existing.characterId === characterId && existing.text === line.text)) continue;
          await this.voiceLines.create(createVoiceLineSchema.parse({ ...line, characterId, sceneId: scene.id }));
        }
        return { row: scene, created };
      });
    }

    const made = result.generatedAssets.length;
    const failed = result.failedAssets.length;
    result.success = failed === 0;
    result.message = failed === 0 ? `Generated ${made} assets; their media is being generated.` : `Generated ${made} assets; ${failed} failed.`;
    return result;
  }

  /**
   * A project with nothing in it yet (a screenplay just analysed into it) is made from the plan as
   * one blueprint, in one transaction: all of it, or nothing. Null when the project already holds
   * something (a second run, or work done by hand), or the plan is not a valid blueprint (a name
   * too short): then the items are made one by one, each failure reported on its own.
   */
  private async createFromBlueprint(
    projectId: number,
    plan: ReturnType<typeof planProject>,
    reportProgress: (fraction: number, stage?: string) => void,
  ): Promise<AutoGenerateResult | null> {
    const project = await this.projects.get(projectId);
    const [characters, sets, music, scenes] = await Promise.all([
      this.characters.listByProject(projectId),
      this.sets.listByProject(projectId),
      this.music.listByProject(projectId),
      this.scenes.listByProject(projectId),
    ]);
    if (characters.length + sets.length + music.length + scenes.length > 0) return null;
    const blueprint = projectBlueprintSchema.safeParse({
      project: { name: project.name },
      characters: plan.characters.map(({ name, description }) => ({ name, description })),
      sets: plan.sets,
      music: plan.music,
      scenes: plan.scenes.map((scene) => ({
        name: scene.name,
        description: scene.description,
        set: scene.setName,
        music: scene.musicName,
        timeOfDay: scene.timeOfDay,
        weather: scene.weather,
        characters: scene.characters,
        voiceLines: scene.lines,
      })),
    });
    if (!blueprint.success) return null;
    reportProgress(0.1, 'creating the project from the screenplay');
    const { counts } = await this.blueprints.create(blueprint.data, new Map(), { intoProjectId: projectId });
    const generatedAssets: AutoGenerateResult['generatedAssets'] = [
      ...plan.characters.map(({ name }) => ({ type: 'character' as const, name })),
      ...plan.sets.map(({ name }) => ({ type: 'set' as const, name })),
      ...plan.music.map(({ name }) => ({ type: 'score' as const, name })),
      ...plan.scenes.map(({ name }) => ({ type: 'scene' as const, name })),
    ];
    reportProgress(1, `created ${counts.characters} characters, ${counts.sets} sets, ${counts.music} music tracks, ${counts.scenes} scenes and ${counts.voiceLines} voice lines`);
    return {
      success: true,
      message: `Generated ${generatedAssets.length} assets; their media is being generated.`,
      generatedAssets,
      failedAssets: [],
    };
  }

  /** A model job already queued or running for it is fine: that one will do. */
  private async queueQuietly(queue: () => Promise<unknown>): Promise<void> {
    try {
      await queue();
    } catch (error) {
      this.logger.warn(`Model generation not queued: ${reasonOf(error)}`);
    }
  }
}
