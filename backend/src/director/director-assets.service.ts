import { ConflictException, Injectable } from '@nestjs/common';
import { createCharacterSchema, type Character } from '@studio/contracts/characters';
import type { AssetOutcome, AssetRequest, GenerationResult } from '@studio/contracts/director';
import type { Job, JobTargetType, JobType } from '@studio/contracts/jobs';
import { createMusicTrackSchema, type MusicStyle, type MusicTrack } from '@studio/contracts/music';
import type { Project } from '@studio/contracts/projects';
import { createSceneSchema, type Scene } from '@studio/contracts/scenes';
import { createSetSchema, type StudioSet } from '@studio/contracts/sets';
import { createVoiceLineSchema, type VoiceLine } from '@studio/contracts/voice-lines';
import { ZodError } from 'zod';
import { CharactersService } from '../characters';
import { JobsService } from '../jobs';
import { ModelGenerationService } from '../model-generation';
import { MusicService } from '../music';
import { ProjectsService } from '../projects';
import { SceneCharactersService } from '../scene-characters';
import { ScenesService } from '../scenes';
import { SetsService } from '../sets';
import { type UpdateVoiceLineInput, VoiceLinesService } from '../voice-lines';
import { NoProjectNamedError, NoSceneNamedError } from './director.errors';
import type { ProjectContents } from './director-plan';
import { fitDescription, isNight, sameName } from './project-plan';
import { setForLocation } from './set-type-for-location';

/** How the director asks a line to be performed; absent fields are left as they are. */
type LineDirection = Pick<UpdateVoiceLineInput, 'emotion' | 'intensity' | 'action' | 'actionTarget' | 'parenthetical' | 'pauseBefore'>;

/** A row found by name or made now, with the job making its media (if any). */
export interface Made<T> {
  row: T;
  created: boolean;
  job: Job | null;
}

export const reasonOf = (error: unknown): string =>
  error instanceof ZodError ? error.issues.map((issue) => issue.message).join('; ') : error instanceof Error ? error.message : String(error);

const assetName = (item: AssetRequest): string => {
  switch (item.type) {
    case 'voice':
      return `${item.character}: ${item.text}`;
    case 'score':
      return item.scene;
    default:
      return item.name;
  }
};

/**
 * The director's hands: finds by name, or creates, the characters, sets, music, scenes and lines a
 * request names, and (re)queues the jobs that make their media. Every name is matched within one
 * project, whatever its case.
 */
@Injectable()
export class DirectorAssetsService {
  constructor(
    private readonly projects: ProjectsService,
    private readonly characters: CharactersService,
    private readonly sets: SetsService,
    private readonly music: MusicService,
    private readonly scenes: ScenesService,
    private readonly sceneCharacters: SceneCharactersService,
    private readonly voiceLines: VoiceLinesService,
    private readonly models: ModelGenerationService,
    private readonly jobs: JobsService,
  ) {}

  /** By id, else by name; 404 for neither (the schemas require one of the two). */
  async project(ref: { projectId?: number; projectName?: string }): Promise<Project> {
    if (ref.projectId !== undefined) return this.projects.get(ref.projectId);
    const found = (await this.projects.list()).find((project) => sameName(project.name, ref.projectName ?? ''));
    if (!found) throw new NoProjectNamedError(ref.projectName ?? '');
    return found;
  }

  /** What the project holds that a director call by names could touch (director-plan.ts). */
  async contents(project: Project): Promise<ProjectContents> {
    const [characters, sets, tracks, scenes, lines] = await Promise.all([
      this.characters.listByProject(project.id),
      this.sets.listByProject(project.id),
      this.music.listByProject(project.id),
      this.scenes.listByProject(project.id),
      this.voiceLines.listByProject(project.id),
    ]);
    return {
      projectId: project.id,
      projectName: project.name,
      characters,
      sets,
      tracks,
      scenes: scenes.map((scene) => ({ ...scene, characterIds: scene.characters.map((character) => character.id) })),
      lines,
    };
  }

  /** Each item on its own: one that fails says why, and the others still go. */
  async generate(project: Project, items: readonly AssetRequest[]): Promise<GenerationResult> {
    const outcomes: AssetOutcome[] = [];
    for (const item of items) {
      const name = assetName(item);
      try {
        const made = await this.generateOne(project.id, item);
        outcomes.push({ type: item.type, name, id: made.row.id, jobId: made.job?.id ?? null, created: made.created, error: null });
      } catch (error) {
        outcomes.push({ type: item.type, name, id: null, jobId: null, created: false, error: reasonOf(error) });
      }
    }
    const failed = outcomes.filter((outcome) => outcome.error !== null).length;
    const queued = outcomes.length - failed;
    return {
      success: failed === 0,
      projectId: project.id,
      message:
        failed === 0
          ? `${queued} asset${queued === 1 ? '' : 's'} queued for generation.`
          : `${queued} of ${outcomes.length} assets queued for generation; ${failed} failed.`,
      items: outcomes,
    };
  }

  private async generateOne(projectId: number, item: AssetRequest): Promise<Made<{ id: number }>> {
    switch (item.type) {
      case 'character':
        return this.character(projectId, item.name, { regenerate: true });
      case 'set':
        return this.set(projectId, item.name, item.prompt ?? '', { regenerate: true });
      case 'score': {
        const scene = await this.sceneNamed(projectId, item.scene);
        return this.scoreFor(scene, item.style ?? undefined);
      }
      case 'voice': {
        const speaker = await this.character(projectId, item.character, { regenerate: false });
        const scene = item.scene ? await this.sceneNamed(projectId, item.scene) : null;
        return this.line(projectId, speaker.row, item.text, scene, { regenerate: true, direction: item });
      }
    }
  }

  /** Found (its model made again when asked) or created with its model queued. */
  async character(projectId: number, name: string, { regenerate }: { regenerate: boolean }): Promise<Made<Character>> {
    const found = (await this.characters.listByProject(projectId)).find((character) => sameName(character.name, name));
    if (found) {
      const job = regenerate ? await this.queueOnce('character.model', 'character', found.id, () => this.models.queueCharacterModel(found.id)) : null;
      return { row: found, created: false, job };
    }
    const row = await this.characters.create(createCharacterSchema.parse({ name, projectId }));
    return { row, created: true, job: await this.queueOnce('character.model', 'character', row.id, () => this.models.queueCharacterModel(row.id)) };
  }

  async set(projectId: number, name: string, prompt: string, { regenerate }: { regenerate: boolean }): Promise<Made<StudioSet>> {
    const found = (await this.sets.listByProject(projectId)).find((set) => sameName(set.name, name));
    if (found) {
      const job = regenerate ? await this.queueOnce('set.model', 'set', found.id, () => this.models.queueSetModel(found.id)) : null;
      return { row: found, created: false, job };
    }
    const row = await this.sets.create(
      createSetSchema.parse({ name, projectId, ...setForLocation(name, null, [prompt]), description: fitDescription(prompt) }),
    );
    return { row, created: true, job: await this.queueOnce('set.model', 'set', row.id, () => this.models.queueSetModel(row.id)) };
  }

  /** A track by name, created (and composed) when the project has none of that name. */
  async track(projectId: number, name: string, forScene: string): Promise<Made<MusicTrack>> {
    const found = (await this.music.listByProject(projectId)).find((track) => sameName(track.name, name));
    if (found) return { row: found, created: false, job: await this.jobs.activeJob('music.compose', { type: 'music', id: found.id }) };
    const night = isNight(forScene);
    const row = await this.music.create(
      createMusicTrackSchema.parse({ name, projectId, style: night ? 'ambient' : 'cinematic', mood: night ? 'mysterious' : 'upbeat' }),
    );
    return { row, created: true, job: await this.jobs.activeJob('music.compose', { type: 'music', id: row.id }) };
  }

  /**
   * The scene's score composed again (in `style` when given), or a new '<scene> Score' made for a
   * scene without one; mood follows the scene: mysterious at night, upbeat otherwise.
   */
  private async scoreFor(scene: Scene, style: MusicStyle | undefined): Promise<Made<MusicTrack>> {
    if (scene.musicId !== null) {
      let track = await this.music.get(scene.musicId);
      if (style && track.style !== style) track = await this.music.update(track.id, { style });
      return { row: track, created: false, job: await this.music.recompose(track.id) };
    }
    const night = isNight(`${scene.name} ${scene.description ?? ''}`);
    const row = await this.music.create(
      createMusicTrackSchema.parse({
        name: `${scene.name} Score`,
        projectId: scene.projectId,
        style: style ?? (night ? 'ambient' : 'cinematic'),
        mood: night ? 'mysterious' : 'upbeat',
        description: `Score for ${scene.name}.`,
      }),
    );
    await this.scenes.update(scene.id, { musicId: row.id });
    return { row, created: true, job: await this.jobs.activeJob('music.compose', { type: 'music', id: row.id }) };
  }

  /** The line of this speaker with these words (in the scene, when given), or a new one; either way spoken. */
  async line(
    projectId: number,
    speaker: Character,
    text: string,
    scene: Scene | null,
    { regenerate, direction }: { regenerate: boolean; direction: LineDirection },
  ): Promise<Made<VoiceLine>> {
    const lines = scene ? await this.voiceLines.listByScene(scene.id) : await this.voiceLines.listByProject(projectId);
    let found = lines.find((line) => line.characterId === speaker.id && line.text.trim() === text.trim());
    if (found) {
      // The direction asked for replaces the line's; what is not asked for stays.
      const { emotion, intensity, action, actionTarget, parenthetical, pauseBefore } = direction;
      const asked = { emotion, intensity, action, actionTarget, parenthetical, pauseBefore };
      if (Object.values(asked).some((value) => value !== undefined)) found = await this.voiceLines.update(found.id, asked);
      const respeak = regenerate || found.status === 'failed';
      const job = respeak ? await this.voiceLines.respeak(found.id) : await this.jobs.activeJob('voice-line.synthesize', { type: 'voice-line', id: found.id });
      return { row: found, created: false, job };
    }
    const row = await this.voiceLines.create(createVoiceLineSchema.parse({ ...direction, characterId: speaker.id, text, sceneId: scene?.id }));
    return { row, created: true, job: await this.jobs.activeJob('voice-line.synthesize', { type: 'voice-line', id: row.id }) };
  }

  /** The line's words (and speaker) replaced by these, its direction as asked; spoken again. */
  async editLine(lineId: number, speaker: Character, text: string, direction: LineDirection): Promise<Made<VoiceLine>> {
    const { emotion, intensity, action, actionTarget, parenthetical, pauseBefore } = direction;
    const asked = Object.fromEntries(Object.entries({ emotion, intensity, action, actionTarget, parenthetical, pauseBefore }).filter(([, value]) => value !== undefined));
    const row = await this.voiceLines.update(lineId, { ...asked, characterId: speaker.id, text });
    return { row, created: false, job: await this.voiceLines.respeak(row.id) };
  }

  async sceneNamed(projectId: number, name: string): Promise<Scene> {
    const found = (await this.scenes.listByProject(projectId)).find((scene) => sameName(scene.name, name));
    if (!found) throw new NoSceneNamedError(name, projectId);
    return found;
  }

  /** The scene of that name, created on `setId` when there is none; its set and score set as asked. */
  async sceneFor(projectId: number, name: string, setId: number, musicId: number | undefined): Promise<Made<Scene>> {
    const found = (await this.scenes.listByProject(projectId)).find((scene) => sameName(scene.name, name));
    if (!found) {
      return { row: await this.scenes.create(createSceneSchema.parse({ name, projectId, setId, musicId })), created: true, job: null };
    }
    const changes = { ...(found.setId === setId ? {} : { setId }), ...(musicId === undefined || found.musicId === musicId ? {} : { musicId }) };
    const row = Object.keys(changes).length > 0 ? await this.scenes.update(found.id, changes) : found;
    return { row, created: false, job: null };
  }

  async cast(scene: Scene, characterIds: readonly number[]): Promise<void> {
    for (const characterId of characterIds) {
      if (!scene.characters.some((linked) => linked.id === characterId)) await this.sceneCharacters.link({ sceneId: scene.id, characterId });
    }
  }

  /** A model job queued now, or the one already under way (the model services refuse a second with 409). */
  private async queueOnce(type: JobType, targetType: JobTargetType, id: number, queue: () => Promise<Job>): Promise<Job> {
    try {
      return await queue();
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      const active = await this.jobs.activeJob(type, { type: targetType, id });
      if (!active) throw error;
      return active;
    }
  }
}
