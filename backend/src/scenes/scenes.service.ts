import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import { sameName } from '@studio/contracts/names';
import type { createSceneSchema, Scene, updateSceneSchema } from '@studio/contracts/scenes';
import type { z } from 'zod';
import { definedFields, DuplicateNameError } from '../common';
import { MediaStorage } from '../media';
import { MusicService } from '../music';
import { ProjectsService } from '../projects';
import { SetsService } from '../sets';
import { NoSceneNamedError, SceneNotFoundError, UnknownSceneError } from './scene.errors';
import type { SceneEntity } from './scene.entity';
import { type SceneCastRow, toScene, toScenes } from './scene.mapper';
import { ScenesRepository } from './scenes.repository';

export type CreateSceneInput = z.output<typeof createSceneSchema>;
export type UpdateSceneInput = z.output<typeof updateSceneSchema>;

/** Scenes' casts with the characters' names, read in bulk. */
export type SceneCastReader = (sceneIds: number[]) => Promise<SceneCastRow[]>;
/** How many voice lines each of the scenes has (absent: none). */
export type SceneLineCounter = (sceneIds: number[]) => Promise<ReadonlyMap<number, number>>;
/** Which of the scenes have a video made from other content than they have now. */
export type OutdatedRenderFinder = (scenes: SceneEntity[]) => Promise<ReadonlySet<number>>;
/** Removes what renders keep on disk for deleted scenes beside their media (the drawn chunks). */
export type RenderCacheRemover = (sceneIds: number[]) => Promise<void>;

const nameTaken = (existingName: string) => new DuplicateNameError('scene', existingName);

/** Of a project's scenes, the one of that name (sameName); 404 when it has none. */
export function sceneNamed<TScene extends { name: string }>(scenes: readonly TScene[], name: string, projectId: number): TScene {
  const found = scenes.find((scene) => sameName(scene.name, name));
  if (!found) throw new NoSceneNamedError(name, projectId);
  return found;
}

@Injectable()
export class ScenesService implements OnModuleInit {
  private readCast?: SceneCastReader;
  private countLines?: SceneLineCounter;
  private findOutdatedRenders?: OutdatedRenderFinder;
  private removeRenderCaches?: RenderCacheRemover;

  constructor(
    private readonly scenes: ScenesRepository,
    private readonly projects: ProjectsService,
    private readonly sets: SetsService,
    private readonly music: MusicService,
    private readonly media: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.projects.addContentFiles(
      (projectId) => this.scenes.idsInProject(projectId),
      (ids) => this.removeFiles(ids),
    );
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

  /** And how to remove deleted scenes' render caches (without the render module there are none). */
  removeRenderCachesWith(remover: RenderCacheRemover): void {
    this.removeRenderCaches = remover;
  }

  async listByProject(projectId: number): Promise<Scene[]> {
    await this.projects.requireProject(projectId);
    return this.withDetails(await this.scenes.listByProject(projectId));
  }

  /** The project's scene of that name (sameName); 404 when it has none. */
  async named(projectId: number, name: string): Promise<Scene> {
    return sceneNamed(await this.listByProject(projectId), name, projectId);
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
    // A new scene has no cast, voice lines or render yet: nothing more to read.
    return toScene(saved, [], 0, false);
  }

  async update(id: number, input: UpdateSceneInput): Promise<Scene> {
    const row = await this.requireScene(id);
    const changes = definedFields(input);
    if (changes.setId != null) await this.sets.requireSetOfProject(changes.setId, row.projectId);
    if (changes.musicId != null) await this.music.requireTrackOfProject(changes.musicId, row.projectId);
    const edited = { ...changes, updatedAt: new Date() };
    // Only the edited columns, in one statement: save() would read the row again and hold the
    // project's row locked in a transaction for the revision, each a round trip an edit waits on.
    const write = () => this.scenes.update(id, edited, row.projectId);
    // The cast, line count and render freshness are not what an edit writes: read beside the write.
    const [written, [scene]] = await Promise.all([this.scenes.writeEdit(row, changes.name, nameTaken, write), this.withDetails([{ ...row, ...edited }])]);
    if (!written) throw new SceneNotFoundError(id);
    return scene;
  }

  /** Deletes the scene, its character links and its renders; its voice lines stay, unassigned (sceneId null). */
  async remove(id: number): Promise<Ok> {
    const row = await this.requireScene(id);
    await this.scenes.remove(row);
    await this.removeFiles([id]);
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

  /** After the delete is committed: the scenes' media and render caches. */
  private async removeFiles(ids: number[]): Promise<void> {
    await this.media.removeOwners('scenes', ids);
    await this.removeRenderCaches?.(ids);
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
