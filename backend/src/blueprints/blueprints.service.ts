import { Injectable, Logger } from '@nestjs/common';
import type { CreatedProject, ProjectBlueprint } from '@studio/contracts/blueprints';
import { nameKey } from '@studio/contracts/names';
import { DataSource, type EntityManager } from 'typeorm';
import { type CharacterEntity, CharactersRepository, toVoiceColumns } from '../characters';
import { voiceProfileFor } from '../engines';
import { AUDIO_FORMATS, MediaStorage, type MediaOwner, sniffFormat } from '../media';
import { CharacterModelJob, SetModelJob } from '../model-generation';
import { MusicComposeJob, type MusicTrackEntity, MusicTracksRepository } from '../music';
import { ProjectsRepository } from '../projects';
import { SceneCharactersRepository } from '../scene-characters';
import { ScenesRepository } from '../scenes';
import { type SetEntity, SetsRepository } from '../sets';
import { newDirectionColumns, type VoiceLineEntity, VoiceLineSynthesisJob, VoiceLinesRepository } from '../voice-lines';
import { BlueprintProblemsError } from './blueprint.errors';

/** The files a blueprint's paths name, by their path in the bundle. */
export type BundleFiles = ReadonlyMap<string, Buffer>;


/** GLB files start with 'glTF' then version 2. */
const isGlb = (bytes: Buffer) => bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'glTF' && bytes.readUInt32LE(4) === 2;

/** Media names a row's file is stored under, by what it is. */
const MEDIA_PREFIX = { characters: 'model', sets: 'scene', music: 'audio', 'voice-lines': 'speech' } as const;

/** A row whose file the bundle carried: nothing left to generate. */
const COMPLETE = { status: 'complete' } as const;

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
    private readonly projects: ProjectsRepository,
    private readonly characters: CharactersRepository,
    private readonly sets: SetsRepository,
    private readonly music: MusicTracksRepository,
    private readonly scenes: ScenesRepository,
    private readonly links: SceneCharactersRepository,
    private readonly voiceLines: VoiceLinesRepository,
  ) {}

  /** Every problem at once (references, names, files), or nothing: 400 naming them all. */
  check(blueprint: ProjectBlueprint, files: BundleFiles): void {
    const problems: string[] = [];
    const namesOf = (kind: string, names: readonly string[]) => {
      const seen = new Set<string>();
      for (const name of names) {
        if (seen.has(nameKey(name))) problems.push(`${kind} '${name}' appears twice`);
        seen.add(nameKey(name));
      }
      return seen;
    };
    const characters = namesOf('character', blueprint.characters.map((character) => character.name));
    const sets = namesOf('set', blueprint.sets.map((set) => set.name));
    const music = namesOf('music track', blueprint.music.map((track) => track.name));
    namesOf('scene', blueprint.scenes.map((scene) => scene.name));
    for (const scene of blueprint.scenes) {
      if (scene.set && !sets.has(nameKey(scene.set))) problems.push(`scene '${scene.name}' names set '${scene.set}', which is not in the manifest`);
      if (scene.music && !music.has(nameKey(scene.music))) problems.push(`scene '${scene.name}' names music '${scene.music}', which is not in the manifest`);
      for (const name of scene.characters) {
        if (!characters.has(nameKey(name))) problems.push(`scene '${scene.name}' names character '${name}', who is not in the manifest`);
      }
    }
    const lines = [...blueprint.scenes.flatMap((scene) => scene.voiceLines), ...blueprint.voiceLines];
    for (const line of lines) {
      if (!characters.has(nameKey(line.character))) problems.push(`a voice line names character '${line.character}', who is not in the manifest`);
      const subject = line.camera?.subject;
      if (subject && !characters.has(nameKey(subject))) problems.push(`a voice line's shot frames character '${subject}', who is not in the manifest`);
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

  /**
   * `intoProjectId` fills a project that exists instead of making one (its name and description
   * stay). `projectId` gives the project a chosen id (the demo is always project 1); `onlyIfNoProject`
   * creates nothing when any project exists, checked inside the transaction (the demo seed of two
   * processes starting at once) and answers null then.
   */
  async create(blueprint: ProjectBlueprint, files?: BundleFiles, options?: { intoProjectId?: number }): Promise<CreatedProject>;
  async create(blueprint: ProjectBlueprint, files: BundleFiles, options: { projectId?: number; onlyIfNoProject: true }): Promise<CreatedProject | null>;
  async create(
    blueprint: ProjectBlueprint,
    files: BundleFiles = new Map(),
    options: { projectId?: number; onlyIfNoProject?: boolean; intoProjectId?: number } = {},
  ): Promise<CreatedProject | null> {
    this.check(blueprint, files);
    const written: Array<{ owner: MediaOwner; id: number }> = [];
    let rows: Awaited<ReturnType<BlueprintsService['write']>> | null;
    try {
      rows = await this.dataSource.transaction(async (manager) => {
        if (options.onlyIfNoProject && (await this.projects.count(manager)) > 0) return null;
        return this.write(manager, blueprint, files, written, options);
      });
    } catch (error) {
      for (const { owner, id } of written) await this.media.removeOwners(owner, [id]);
      throw error;
    }
    if (!rows) return null;
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

  /**
   * The rows, inserted many per statement (a blueprint may hold thousands), then the files the
   * bundle carries stored for them, all inside the caller's transaction.
   */
  private async write(
    manager: EntityManager,
    blueprint: ProjectBlueprint,
    files: BundleFiles,
    written: Array<{ owner: MediaOwner; id: number }>,
    { projectId: chosenId, intoProjectId }: { projectId?: number; intoProjectId?: number },
  ) {
    // Into a project that exists (an analysed screenplay's, still empty), or a new one. Each
    // insertMany touches it, so a cached overview of a project that existed is not served again.
    const projectId =
      intoProjectId ??
      (
        await this.projects.insert(
          { ...(chosenId === undefined ? {} : { id: chosenId }), name: blueprint.project.name, description: blueprint.project.description ?? null },
          manager,
        )
      ).id;
    /** Stores the files the bundle carries for rows; each row with one is to point at it, complete. */
    const store = async <Row extends { id: number }>(owner: keyof typeof MEDIA_PREFIX, rows: readonly Row[], paths: ReadonlyArray<string | null | undefined>, kind: 'model' | 'audio') => {
      const stored: Array<{ row: Row; url: string }> = [];
      for (const [index, path] of paths.entries()) {
        if (!path) continue;
        const bytes = files.get(path)!;
        const extension = kind === 'model' ? 'glb' : sniffFormat(AUDIO_FORMATS, bytes)!.extension;
        written.push({ owner, id: rows[index].id });
        stored.push({ row: rows[index], url: await this.media.save(owner, rows[index].id, MEDIA_PREFIX[owner], extension, bytes) });
      }
      return stored;
    };

    const characters = await this.characters.insertMany(
      manager,
      projectId,
      blueprint.characters.map((character) => ({
        name: character.name,
        description: character.description ?? null,
        isPirate: character.isPirate,
        projectId,
        status: 'pending',
        modelPath: null,
        referenceImagePath: null,
        ...toVoiceColumns(voiceProfileFor(character.name)),
      })),
    );
    const sets = await this.sets.insertMany(
      manager,
      projectId,
      blueprint.sets.map((set) => ({
        name: set.name,
        type: set.type,
        description: set.description ?? null,
        oceanType: set.oceanType ?? null,
        kind: set.kind ?? null,
        projectId,
        status: 'pending',
        scenePath: null,
      })),
    );
    const music = await this.music.insertMany(
      manager,
      projectId,
      blueprint.music.map((track) => ({
        name: track.name,
        style: track.style,
        mood: track.mood ?? null,
        description: track.description ?? null,
        projectId,
        status: 'pending',
        filePath: null,
      })),
    );
    const byKey = <T extends { name: string }>(rows: readonly T[]) => new Map(rows.map((row) => [nameKey(row.name), row]));
    const characterByName = byKey(characters);
    const setByName = byKey(sets);
    const musicByName = byKey(music);
    const scenes = await this.scenes.insertMany(
      manager,
      projectId,
      blueprint.scenes.map((scene) => ({
        name: scene.name,
        description: scene.description ?? null,
        projectId,
        setId: scene.set ? (setByName.get(nameKey(scene.set))?.id ?? null) : null,
        musicId: scene.music ? (musicByName.get(nameKey(scene.music))?.id ?? null) : null,
        timeOfDay: scene.timeOfDay ?? null,
        weather: scene.weather ?? null,
        pace: scene.pace ?? null,
        status: scene.status ?? 'pending',
        renderedPath: null,
        posterPath: null,
        subtitlesPath: null,
        renderedKey: null,
        updatedAt: new Date(),
      })),
    );
    const links = blueprint.scenes.flatMap((scene, index) =>
      [...new Set(scene.characters.map((name) => characterByName.get(nameKey(name))!.id))].map((characterId) => ({ sceneId: scenes[index].id, characterId })),
    );
    await this.links.insertMany(manager, projectId, links);
    const lineSources = [
      ...blueprint.scenes.flatMap((scene, index) => scene.voiceLines.map((line) => ({ line, sceneId: scenes[index].id as number | null }))),
      ...blueprint.voiceLines.map((line) => ({ line, sceneId: null })),
    ];
    const voiceLines = await this.voiceLines.insertMany(
      manager,
      projectId,
      lineSources.map(({ line, sceneId }) => ({
        characterId: characterByName.get(nameKey(line.character))!.id,
        sceneId,
        text: line.text,
        status: 'pending',
        filePath: null,
        ...newDirectionColumns({
          ...line,
          camera: line.camera && { kind: line.camera.kind, subjectId: line.camera.subject ? characterByName.get(nameKey(line.camera.subject))!.id : null },
        }),
      })),
    );

    // Rows whose file the bundle carries point at it, complete: nothing is queued for them.
    const models = await store('characters', characters, blueprint.characters.map((character) => character.modelFile), 'model');
    await this.characters.updateMany(manager, projectId, models.map(({ row, url }) => ({ row, changes: { modelPath: url, ...COMPLETE } })));
    const setModels = await store('sets', sets, blueprint.sets.map((set) => set.sceneFile), 'model');
    await this.sets.updateMany(manager, projectId, setModels.map(({ row, url }) => ({ row, changes: { scenePath: url, ...COMPLETE } })));
    const audio = await store('music', music, blueprint.music.map((track) => track.audioFile), 'audio');
    await this.music.updateMany(manager, projectId, audio.map(({ row, url }) => ({ row, changes: { filePath: url, ...COMPLETE } })));
    const speech = await store('voice-lines', voiceLines, lineSources.map(({ line }) => line.audioFile), 'audio');
    await this.voiceLines.updateMany(manager, projectId, speech.map(({ row, url }) => ({ row, changes: { filePath: url, ...COMPLETE } })));
    return { projectId, characters, sets, music, voiceLines, scenes: scenes.length };
  }

  /** What the blueprint did not carry is made like anything a user creates; a queue failure only warns. */
  private async queueMissingMedia(rows: { projectId: number; characters: CharacterEntity[]; sets: SetEntity[]; music: MusicTrackEntity[]; voiceLines: VoiceLineEntity[] }) {
    try {
      await this.characterModels.enqueueNew(rows.characters.filter((row) => !row.modelPath));
      await this.setModels.enqueueNew(rows.sets.filter((row) => !row.scenePath));
      await this.composer.enqueueAll(rows.music.filter((row) => !row.filePath));
      await this.speech.enqueueAll(rows.voiceLines.filter((row) => !row.filePath), rows.projectId);
    } catch (error) {
      this.logger.warn(`Project ${rows.projectId}: not every generation job was queued: ${(error as Error).message}`);
    }
  }
}
