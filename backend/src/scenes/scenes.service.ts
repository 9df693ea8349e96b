import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Ok } from '@studio/contracts/common';
import type { createSceneSchema, Scene, updateSceneSchema } from '@studio/contracts/scenes';
import { In, Repository } from 'typeorm';
import type { z } from 'zod';
import { definedFields } from '../common/defined-fields';
import { MediaStorage } from '../media/media-storage.service';
import { MusicService } from '../music/music.service';
import { ProjectsService } from '../projects/projects.service';
import { SceneCharacterEntity } from '../scene-characters/scene-character.entity';
import { SetsService } from '../sets/sets.service';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { SceneNotFoundError, UnknownSceneError } from './scene.errors';
import { SceneEntity } from './scene.entity';
import { SceneCastRow, toScenes } from './scene.mapper';

export type CreateSceneInput = z.output<typeof createSceneSchema>;
export type UpdateSceneInput = z.output<typeof updateSceneSchema>;

@Injectable()
export class ScenesService {
  constructor(
    @InjectRepository(SceneEntity) private readonly scenes: Repository<SceneEntity>,
    @InjectRepository(SceneCharacterEntity) private readonly links: Repository<SceneCharacterEntity>,
    @InjectRepository(VoiceLineEntity) private readonly voiceLines: Repository<VoiceLineEntity>,
    private readonly projects: ProjectsService,
    private readonly sets: SetsService,
    private readonly music: MusicService,
    private readonly media: MediaStorage,
  ) {}

  async listByProject(projectId: number): Promise<Scene[]> {
    await this.projects.requireProject(projectId);
    return this.withDetails(await this.scenes.find({ where: { projectId }, order: { id: 'ASC' } }));
  }

  async get(id: number): Promise<Scene> {
    const [scene] = await this.withDetails([await this.requireScene(id)]);
    return scene;
  }

  async create(input: CreateSceneInput): Promise<Scene> {
    await this.projects.requireReferencedProject(input.projectId);
    if (input.setId !== undefined) await this.sets.requireSetOfProject(input.setId, input.projectId);
    if (input.musicId !== undefined) await this.music.requireTrackOfProject(input.musicId, input.projectId);
    const row = this.scenes.create({
      name: input.name,
      description: input.description ?? null,
      projectId: input.projectId,
      setId: input.setId ?? null,
      musicId: input.musicId ?? null,
      status: 'pending',
      renderedPath: null,
      posterPath: null,
      subtitlesPath: null,
      updatedAt: new Date(),
    });
    const saved = await this.scenes.save(row);
    await this.projects.touch(saved.projectId, { entity: 'scene', id: saved.id, change: 'created' });
    const [scene] = await this.withDetails([saved]);
    return scene;
  }

  async update(id: number, input: UpdateSceneInput): Promise<Scene> {
    const row = await this.requireScene(id);
    const changes = definedFields(input);
    if (changes.setId != null) await this.sets.requireSetOfProject(changes.setId, row.projectId);
    if (changes.musicId != null) await this.music.requireTrackOfProject(changes.musicId, row.projectId);
    Object.assign(row, changes, { updatedAt: new Date() });
    const saved = await this.scenes.save(row);
    await this.projects.touch(saved.projectId, { entity: 'scene', id, change: 'updated' });
    const [scene] = await this.withDetails([saved]);
    return scene;
  }

  /** Deletes the scene, its character links and its renders; its voice lines stay, unassigned (sceneId null). */
  async remove(id: number): Promise<Ok> {
    const row = await this.requireScene(id);
    await this.scenes.delete(id);
    await this.media.removeOwners('scenes', [id]);
    await this.projects.touch(row.projectId, { entity: 'scene', id, change: 'deleted' });
    return { ok: true };
  }

  findScene(id: number): Promise<SceneEntity | null> {
    return this.scenes.findOneBy({ id });
  }

  async requireScene(id: number): Promise<SceneEntity> {
    const row = await this.scenes.findOneBy({ id });
    if (!row) throw new SceneNotFoundError(id);
    return row;
  }

  /** For a scene named in a request body: 409 when missing. */
  async requireReferencedScene(id: number): Promise<SceneEntity> {
    const row = await this.scenes.findOneBy({ id });
    if (!row) throw new UnknownSceneError(id);
    return row;
  }

  /** Adds each scene's cast and voice line count with two queries for the whole list. */
  private async withDetails(rows: SceneEntity[]): Promise<Scene[]> {
    if (rows.length === 0) return [];
    const sceneIds = rows.map((row) => row.id);
    const [cast, counts] = await Promise.all([
      this.links
        .createQueryBuilder('link')
        .innerJoin('link.character', 'character')
        .select('link.sceneId', 'sceneId')
        .addSelect('character.id', 'id')
        .addSelect('character.name', 'name')
        .where({ sceneId: In(sceneIds) })
        .orderBy('character.id', 'ASC')
        .getRawMany<SceneCastRow>(),
      this.voiceLines
        .createQueryBuilder('line')
        .select('line.sceneId', 'sceneId')
        .addSelect('COUNT(*)', 'count')
        .where({ sceneId: In(sceneIds) })
        .groupBy('line.sceneId')
        .getRawMany<{ sceneId: number; count: number | string }>(),
    ]);
    return toScenes(
      rows,
      cast.map((member) => ({ sceneId: Number(member.sceneId), id: Number(member.id), name: member.name })),
      new Map(counts.map((entry) => [Number(entry.sceneId), Number(entry.count)])),
    );
  }
}
