import { Injectable, Logger } from '@nestjs/common';
import type { CreatedProject, ProjectBlueprint } from '@studio/contracts/blueprints';
import { DataSource, type EntityManager } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity';
import { toVoiceColumns } from '../characters/character.mapper';
import { voiceProfileFor } from '../engines/voice/voice-profile';
import { AUDIO_FORMATS, sniffFormat } from '../media/media-formats';
import { MediaStorage, type MediaOwner } from '../media/media-storage.service';
import { CharacterModelJob } from '../model-generation/character-model.job';
import { SetModelJob } from '../model-generation/set-model.job';
import { MusicComposeJob } from '../music/music-compose.job';
import { MusicTrackEntity } from '../music/music-track.entity';
import { ProjectEntity } from '../projects/project.entity';
import { SceneCharacterEntity } from '../scene-characters/scene-character.entity';
import { SceneEntity } from '../scenes/scene.entity';
import { SetEntity } from '../sets/set.entity';
import { VoiceLineSynthesisJob } from '../voice-lines/voice-line-synthesis.job';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { BlueprintProblemsError } from './blueprint.errors';

/** The files a blueprint's paths name, by their path in the bundle. */
export type BundleFiles = ReadonlyMap<string, Buffer>;


const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** GLB files start with 'glTF' then version 2. */
const isGlb = (bytes: Buffer) => bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'glTF' && bytes.readUInt32LE(4) === 2;

/** Media names a row's file is stored under, by what it is. */
const MEDIA_PREFIX = { characters: 'model', sets: 'scene', music: 'audio', 'voice-lines': 'speech' } as const;

/**
 * Creates a project from a blueprint, the one way a project with content is made (the import, the
 * director's bundles): every row in one transaction, with the media the bundle carries stored as
 * part of it, so a failure leaves nothing behind; then the generation jobs of whatever media the
 * blueprint did not carry are queued, as for anything a user creates.
 */
@Injectable()
export class BlueprintsService {
  private readonly logger = new Logger(BlueprintsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaStorage,
    private readonly characterModels: CharacterModelJob,
    private readonly setModels: SetModelJob,
    private readonly composer: MusicComposeJob,
    private readonly speech: VoiceLineSynthesisJob,
  ) {}

  /** Every problem at once (references, names, files), or nothing: 400 naming them all. */
  check(blueprint: ProjectBlueprint, files: BundleFiles): void {
    const problems: string[] = [];
    const duplicates = (kind: string, names: readonly string[]) => {
      names.forEach((name, index) => {
        if (names.findIndex((other) => same(other, name)) !== index) problems.push(`${kind} '${name}' appears twice`);
      });
    };
    duplicates('character', blueprint.characters.map((character) => character.name));
    duplicates('set', blueprint.sets.map((set) => set.name));
    duplicates('music track', blueprint.music.map((track) => track.name));
    duplicates('scene', blueprint.scenes.map((scene) => scene.name));
    const known = (list: readonly { name: string }[], name: string) => list.some((item) => same(item.name, name));
    for (const scene of blueprint.scenes) {
      if (scene.set && !known(blueprint.sets, scene.set)) problems.push(`scene '${scene.name}' names set '${scene.set}', which is not in the manifest`);
      if (scene.music && !known(blueprint.music, scene.music)) problems.push(`scene '${scene.name}' names music '${scene.music}', which is not in the manifest`);
      for (const name of scene.characters) {
        if (!known(blueprint.characters, name)) problems.push(`scene '${scene.name}' names character '${name}', who is not in the manifest`);
      }
    }
    const lines = [...blueprint.scenes.flatMap((scene) => scene.voiceLines), ...blueprint.voiceLines];
    for (const line of lines) {
      if (!known(blueprint.characters, line.character)) problems.push(`a voice line names character '${line.character}', who is not in the manifest`);
    }
    const file = (path: string | null | undefined, what: string, kind: 'model' | 'audio') => {
      if (!path) return;
      const bytes = files.get(path);
      if (!bytes) problems.push(`${what}: the bundle has no file '${path}'`);
      else if (kind === 'model' && !isGlb(bytes)) problems.push(`${what}: '${path}' is not a glTF binary (.glb)`);
      else if (kind === 'audio' && !sniffFormat(AUDIO_FORMATS, bytes)) problems.push(`${what}: '${path}' is not an audio file`);
    };
    for (const character of blueprint.characters) file(character.modelFile, `character '${character.name}'`, 'model');
    for (const set of blueprint.sets) file(set.sceneFile, `set '${set.name}'`, 'model');
    for (const track of blueprint.music) file(track.audioFile, `music '${track.name}'`, 'audio');
    for (const line of lines) file(line.audioFile, `voice line '${line.text.slice(0, 40)}'`, 'audio');
    if (problems.length > 0) throw new BlueprintProblemsError(problems);
  }

  async create(blueprint: ProjectBlueprint, files: BundleFiles = new Map()): Promise<CreatedProject> {
    this.check(blueprint, files);
    const written: Array<{ owner: MediaOwner; id: number }> = [];
    let rows: Awaited<ReturnType<BlueprintsService['write']>>;
    try {
      rows = await this.dataSource.transaction((manager) => this.write(manager, blueprint, files, written));
    } catch (error) {
      for (const { owner, id } of written) await this.media.removeOwners(owner, [id]);
      throw error;
    }
    await this.queueMissingMedia(rows);
    return {
      projectId: rows.projectId,
      counts: {
        characters: rows.characters.length,
        sets: rows.sets.length,
        music: rows.music.length,
        voiceLines: rows.voiceLines.length,
        scenes: rows.scenes,
      },
    };
  }

  private async write(manager: EntityManager, blueprint: ProjectBlueprint, files: BundleFiles, written: Array<{ owner: MediaOwner; id: number }>) {
    const project = await manager.save(
      manager.create(ProjectEntity, { name: blueprint.project.name, description: blueprint.project.description ?? null }),
    );
    const projectId = project.id;
    const store = async (owner: keyof typeof MEDIA_PREFIX, id: number, path: string | null | undefined, kind: 'model' | 'audio') => {
      if (!path) return null;
      const bytes = files.get(path)!;
      const extension = kind === 'model' ? 'glb' : sniffFormat(AUDIO_FORMATS, bytes)!.extension;
      written.push({ owner, id });
      return this.media.save(owner, id, MEDIA_PREFIX[owner], extension, bytes);
    };

    const characters: CharacterEntity[] = [];
    for (const character of blueprint.characters) {
      const row = await manager.save(
        manager.create(CharacterEntity, {
          name: character.name,
          description: character.description ?? null,
          isPirate: character.isPirate,
          projectId,
          status: 'pending',
          modelPath: null,
          referenceImagePath: null,
          ...toVoiceColumns(voiceProfileFor(character.name)),
        }),
      );
      const modelPath = await store('characters', row.id, character.modelFile, 'model');
      if (modelPath) await manager.update(CharacterEntity, row.id, { modelPath, status: 'complete' });
      characters.push(Object.assign(row, modelPath ? { modelPath, status: 'complete' } : {}));
    }
    const sets: SetEntity[] = [];
    for (const set of blueprint.sets) {
      const row = await manager.save(
        manager.create(SetEntity, {
          name: set.name,
          type: set.type,
          description: set.description ?? null,
          oceanType: set.oceanType ?? null,
          projectId,
          status: 'pending',
          scenePath: null,
        }),
      );
      const scenePath = await store('sets', row.id, set.sceneFile, 'model');
      if (scenePath) await manager.update(SetEntity, row.id, { scenePath, status: 'complete' });
      sets.push(Object.assign(row, scenePath ? { scenePath, status: 'complete' } : {}));
    }
    const music: MusicTrackEntity[] = [];
    for (const track of blueprint.music) {
      const row = await manager.save(
        manager.create(MusicTrackEntity, {
          name: track.name,
          style: track.style,
          mood: track.mood ?? null,
          description: track.description ?? null,
          projectId,
          status: 'pending',
          filePath: null,
        }),
      );
      const filePath = await store('music', row.id, track.audioFile, 'audio');
      if (filePath) await manager.update(MusicTrackEntity, row.id, { filePath, status: 'complete' });
      music.push(Object.assign(row, filePath ? { filePath, status: 'complete' } : {}));
    }
    const byName = <T extends { name: string }>(list: readonly T[], name: string | null | undefined) =>
      name ? list.find((item) => same(item.name, name)) : undefined;
    const voiceLines: VoiceLineEntity[] = [];
    const addLine = async (line: ProjectBlueprint['voiceLines'][number], sceneId: number | null) => {
      const row = await manager.save(
        manager.create(VoiceLineEntity, { characterId: byName(characters, line.character)!.id, sceneId, text: line.text, status: 'pending', filePath: null }),
      );
      const filePath = await store('voice-lines', row.id, line.audioFile, 'audio');
      if (filePath) await manager.update(VoiceLineEntity, row.id, { filePath, status: 'complete' });
      voiceLines.push(Object.assign(row, filePath ? { filePath, status: 'complete' } : {}));
    };
    for (const scene of blueprint.scenes) {
      const row = await manager.save(
        manager.create(SceneEntity, {
          name: scene.name,
          description: scene.description ?? null,
          projectId,
          setId: byName(sets, scene.set)?.id ?? null,
          musicId: byName(music, scene.music)?.id ?? null,
          status: 'pending',
          renderedPath: null,
          posterPath: null,
          subtitlesPath: null,
          updatedAt: new Date(),
        }),
      );
      const cast = [...new Set(scene.characters.map((name) => byName(characters, name)!.id))];
      if (cast.length > 0) await manager.insert(SceneCharacterEntity, cast.map((characterId) => ({ sceneId: row.id, characterId })));
      for (const line of scene.voiceLines) await addLine(line, row.id);
    }
    for (const line of blueprint.voiceLines) await addLine(line, null);
    return { projectId, characters, sets, music, voiceLines, scenes: blueprint.scenes.length };
  }

  /** What the blueprint did not carry is made like anything a user creates; a queue failure only warns. */
  private async queueMissingMedia(rows: { projectId: number; characters: CharacterEntity[]; sets: SetEntity[]; music: MusicTrackEntity[]; voiceLines: VoiceLineEntity[] }) {
    try {
      for (const character of rows.characters.filter((row) => !row.modelPath)) await this.characterModels.enqueue(character);
      for (const set of rows.sets.filter((row) => !row.scenePath)) await this.setModels.enqueue(set);
      for (const track of rows.music.filter((row) => !row.filePath)) await this.composer.enqueue(track);
      for (const line of rows.voiceLines.filter((row) => !row.filePath)) await this.speech.enqueue(line, rows.projectId);
    } catch (error) {
      this.logger.warn(`Project ${rows.projectId}: not every generation job was queued: ${(error as Error).message}`);
    }
  }
}
