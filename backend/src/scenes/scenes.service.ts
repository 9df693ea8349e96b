import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import type { createSceneSchema, Scene, updateSceneSchema } from '@studio/contracts/scenes';
import type { z } from 'zod';
import { definedFields, DuplicateNameError } from '../common';
import { MediaStorage } from '../media';
import { MusicService } from '../music';
import { ProjectsService } from '../projects';
import { SetsService } from '../sets';
import { SceneNotFoundError, UnknownSceneError } from './scene.errors';
import type { SceneEntity } from './scene.entity';
import { type SceneCastRow, toScenes } from './scene.mapper';
import { ScenesRepository } from './scenes.repository';

export type CreateSceneInput = z.output<typeof createSceneSchema>;
export type UpdateSceneInput = z.output<typeof updateSceneSchema>;

/** Scenes' casts with the characters' names, read in bulk. */
export type SceneCastReader = (sceneIds: number[]) => Promise<SceneCastRow[]>;
/** How many voice lines each of the scenes has (absent: none). */
export type SceneLineCounter = (sceneIds: number[]) => Promise<ReadonlyMap<number, number>>;
/** Which of the scenes have a video made from other content than they have now. */
export type OutdatedRenderFinder = (scenes: SceneEntity[]) => Promise<ReadonlySet<number>>;

const nameTaken = (existingName: string) => new DuplicateNameError('scene', existingName);

@Injectable()
export class ScenesService implements OnModuleInit {
  private readCast?: SceneCastReader;
  private countLines?: SceneLineCounter;
  private findOutdatedRenders?: OutdatedRenderFinder;

  constructor(
    private readonly scenes: ScenesRepository,
    private readonly projects: ProjectsService,
    private readonly sets: SetsService,
    private readonly music: MusicService,
    private readonly media: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.projects.addContentMedia('scenes', (projectId) => this.scenes.idsInProject(projectId));
  }

  /** Scene links live in a module that depends on this one: it says here how to read a scene's cast. */
  readCastWith(reader: SceneCastReader): void {
    this.readCast = reader;
  }

  /** Likewise voice lines: how to count a scene's lines. */
  countLinesWith(counter: SceneLineCounter): void {
    this.countLines = counter;
  }

  /** And renders: what a scene's render was made from is compared there with what the scene has now. */
  findOutdatedRendersWith(finder: OutdatedRenderFinder): void {
    this.findOutdatedRenders = finder;
  }

  async listByProject(projectId: number): Promise<Scene[]> {
    await this.projects.requireProject(projectId);
    return this.withDetails(await this.scenes.listByProject(projectId));
  }

  async get(id: number): Promise<Scene> {
    const [scene] = await this.withDetails([await this.requireScene(id)]);
    return scene;
  }

  async create(input: CreateSceneInput): Promise<Scene> {
    await this.projects.requireReferencedProject(input.projectId);
    if (input.setId !== undefined) await this.sets.requireSetOfProject(input.setId, input.projectId);
    if (input.musicId !== undefined) await this.music.requireTrackOfProject(input.musicId, input.projectId);
    const saved = await this.scenes.insertNamed(
      {
        name: input.name,
        description: input.description ?? null,
        projectId: input.projectId,
        setId: input.setId ?? null,
        musicId: input.musicId ?? null,
        timeOfDay: input.timeOfDay ?? null,
        weather: input.weather ?? null,
        pace: input.pace ?? null,
        status: 'pending',
        renderedPath: null,
        posterPath: null,
        subtitlesPath: null,
        renderedKey: null,
        updatedAt: new Date(),
      },
      nameTaken,
    );
    const [scene] = await this.withDetails([saved]);
    return scene;
  }

  async update(id: number, input: UpdateSceneInput): Promise<Scene> {
    const row = await this.requireScene(id);
    const changes = definedFields(input);
    if (changes.setId != null) await this.sets.requireSetOfProject(changes.setId, row.projectId);
    if (changes.musicId != null) await this.music.requireTrackOfProject(changes.musicId, row.projectId);
    Object.assign(row, changes, { updatedAt: new Date() });
    const write = () => this.scenes.save(row);
    const saved = await this.scenes.writeEdit(row, changes.name, nameTaken, write);
    const [scene] = await this.withDetails([saved]);
    return scene;
  }

  /** Deletes the scene, its character links and its renders; its voice lines stay, unassigned (sceneId null). */
  async remove(id: number): Promise<Ok> {
    const row = await this.requireScene(id);
    await this.scenes.remove(row);
    await this.media.removeOwners('scenes', [id]);
    return { ok: true };
  }

  findScene(id: number): Promise<SceneEntity | null> {
    return this.scenes.findById(id);
  }

  requireScene(id: number): Promise<SceneEntity> {
    return this.scenes.requireById(id, SceneNotFoundError);
  }

  /** For a scene named in a request body: 409 when missing. */
  requireReferencedScene(id: number): Promise<SceneEntity> {
    return this.scenes.requireById(id, UnknownSceneError);
  }

  /** Adds each scene's cast, voice line count and whether its render is out of date, in a few queries for the whole list. */
  private async withDetails(rows: SceneEntity[]): Promise<Scene[]> {
    if (rows.length === 0) return [];
    if (!this.readCast || !this.countLines || !this.findOutdatedRenders) {
      throw new Error('Scene casts, voice line counts and render freshness need the scene-characters, voice-lines and render modules');
    }
    const sceneIds = rows.map((row) => row.id);
    const [cast, counts, outdated] = await Promise.all([this.readCast(sceneIds), this.countLines(sceneIds), this.findOutdatedRenders(rows)]);
    return toScenes(rows, cast, counts, outdated);
  }
}
