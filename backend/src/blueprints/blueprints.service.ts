import { Injectable, Logger } from '@nestjs/common';
import type { CreatedProject, ProjectBlueprint } from '@studio/contracts/blueprints';
import type { MusicStyle } from '@studio/contracts/music';
import { nameKey } from '@studio/contracts/names';
import { DataSource, type EntityManager } from 'typeorm';
import { type CharacterEntity, CharactersRepository, newCharacterRow } from '../characters';
import { AUDIO_FORMATS, MediaStorage, type MediaOwner, sniffFormat } from '../media';
import { CharacterModelJob, SetModelJob } from '../model-generation';
import { MusicComposeJob, type MusicTrackEntity, MusicTracksRepository, newMusicTrackRow } from '../music';
import { ProjectsRepository } from '../projects';
import { SceneCharactersRepository } from '../scene-characters';
import { type SceneEntity, ScenesRepository } from '../scenes';
import { newSetRow, type SetEntity, SetsRepository } from '../sets';
import {
  changesSpeech,
  type LineDirection,
  newDirectionColumns,
  toDirectionColumns,
  type VoiceLineEntity,
  VoiceLineSynthesisJob,
  VoiceLinesRepository,
} from '../voice-lines';
import { BlueprintProblemsError } from './blueprint.errors';

/** The files a blueprint's paths name, by their path in the bundle. */
export type BundleFiles = ReadonlyMap<string, Buffer>;


/** GLB files start with 'glTF' then version 2. */
const isGlb = (bytes: Buffer) => bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'glTF' && bytes.readUInt32LE(4) === 2;

/** Media names a row's file is stored under, by what it is. */
const MEDIA_PREFIX = { characters: 'model', sets: 'scene', music: 'audio', 'voice-lines': 'speech' } as const;

/** A row whose file the bundle carried: nothing left to generate. */
const COMPLETE = { status: 'complete' } as const;

/** A blueprint item's row: the project's row of that name, or one made now. */
export interface AppliedRow<Row> {
  row: Row;
  created: boolean;
}

/** Each blueprint item's row, in the blueprint's order (voice lines: the scenes' in order, then the loose ones). */
export interface AppliedBlueprint {
  projectId: number;
  characters: Array<AppliedRow<CharacterEntity>>;
  sets: Array<AppliedRow<SetEntity>>;
  music: Array<AppliedRow<MusicTrackEntity>>;
  scenes: Array<AppliedRow<SceneEntity>>;
  voiceLines: Array<AppliedRow<VoiceLineEntity>>;
}

/** One of the project's lines given new words, speaker (a character of the blueprint) and direction: the director's edit of a scene's line in its place. */
export interface LineEdit extends LineDirection {
  lineId: number;
  character: string;
  text: string;
}

/**
 * What the director asks of rows the project already has, changed in the same transaction: a found
 * line takes the direction its item gives (absent fields stay), each of `lineEdits` its new words,
 * speaker and direction, a found track named in `trackStyles` that style. A line whose words,
 * speaker or feeling change goes back to pending and is spoken again.
 */
export interface Revisions {
  lineDirection?: boolean;
  lineEdits?: readonly LineEdit[];
  trackStyles?: ReadonlyArray<{ name: string; style: MusicStyle }>;
}

export interface ApplyOptions {
  /** Merge into this project (its name and description stay) instead of making one. */
  intoProjectId?: number;
  /** The new project's id (the demo is always project 1). */
  projectId?: number;
  /** Make nothing when any project exists, checked inside the transaction; apply answers null then. */
  onlyIfNoProject?: boolean;
  /**
   * A scene the project already has takes the set and music the blueprint names for it (the
   * director's render names them); otherwise they only fill a scene that has none.
   */
  replaceSceneLinks?: boolean;
  revise?: Revisions;
}

/** Rows by their name's nameKey; of two rows one name (made before names were unique), the oldest. */
const byNameKey = <T extends { name: string }>(rows: readonly T[]) => new Map([...rows].reverse().map((row) => [nameKey(row.name), row]));

/** The direction fields given (absent ones stay as they are), without the shot: a revision changes how a line is said and acted, not its camera. */
const pickDirection = ({ emotion, intensity, action, actionTarget, parenthetical, pauseBefore }: LineDirection): LineDirection =>
  Object.fromEntries(Object.entries({ emotion, intensity, action, actionTarget, parenthetical, pauseBefore }).filter(([, value]) => value !== undefined));

/** A line's key for matching: speaker and words, trimmed (a line retyped with a trailing space is the same line). */
const lineKey = (characterId: number, text: string) => `${characterId}:${text.trim()}`;

/**
 * Applies a blueprint, the one way named content is written (the demo seed, the Pirate Template, a
 * manifest or bundle import, 'Generate All Assets', the director's calls): every item is merged by
 * name (nameKey) into the project, so what it already holds is kept and only what is missing is
 * made; every row in one transaction, with the media the bundle carries stored as part of it, so a
 * failure leaves nothing behind; then the generation jobs of the new rows whose media the blueprint
 * did not carry are queued, as for anything a user creates.
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

  /** A project from a blueprint (or merged into `intoProjectId`): how many of each it made. */
  async create(blueprint: ProjectBlueprint, files?: BundleFiles, options?: { intoProjectId?: number }): Promise<CreatedProject>;
  async create(blueprint: ProjectBlueprint, files: BundleFiles, options: { projectId?: number; onlyIfNoProject: true }): Promise<CreatedProject | null>;
  async create(blueprint: ProjectBlueprint, files: BundleFiles = new Map(), options: ApplyOptions = {}): Promise<CreatedProject | null> {
    const applied = await this.apply(blueprint, files, options);
    if (!applied) return null;
    const made = (rows: ReadonlyArray<AppliedRow<unknown>>) => rows.filter((entry) => entry.created).length;
    return {
      projectId: applied.projectId,
      counts: {
        characters: made(applied.characters),
        sets: made(applied.sets),
        music: made(applied.music),
        voiceLines: made(applied.voiceLines),
        scenes: made(applied.scenes),
      },
    };
  }

  /**
   * Checks the blueprint (400 naming every problem, nothing written), then writes it in one
   * transaction; null only when `onlyIfNoProject` found a project.
   */
  async apply(blueprint: ProjectBlueprint, files: BundleFiles, options: ApplyOptions & { onlyIfNoProject: true }): Promise<AppliedBlueprint | null>;
  async apply(blueprint: ProjectBlueprint, files?: BundleFiles, options?: ApplyOptions): Promise<AppliedBlueprint>;
  async apply(blueprint: ProjectBlueprint, files: BundleFiles = new Map(), options: ApplyOptions = {}): Promise<AppliedBlueprint | null> {
    this.check(blueprint, files);
    const written: Array<{ owner: MediaOwner; id: number }> = [];
    let result: { applied: AppliedBlueprint; respoken: VoiceLineEntity[] } | null;
    try {
      result = await this.dataSource.transaction(async (manager) => {
        if (options.onlyIfNoProject && (await this.projects.count(manager)) > 0) return null;
        return this.write(manager, blueprint, files, written, options);
      });
    } catch (error) {
      for (const { owner, id } of written) await this.media.removeOwners(owner, [id]);
      throw error;
    }
    if (!result) return null;
    const { applied, respoken } = result;
    const created = <Row>(rows: ReadonlyArray<AppliedRow<Row>>) => rows.filter((entry) => entry.created).map((entry) => entry.row);
    await this.queueMissingMedia({
      projectId: applied.projectId,
      characters: created(applied.characters),
      sets: created(applied.sets),
      music: created(applied.music),
      voiceLines: created(applied.voiceLines),
      respoken,
    });
    return applied;
  }

  /**
   * The rows the project lacks, inserted many per statement (a blueprint may hold thousands), the
   * scenes it has completed, then the files the bundle carries stored for the new rows, all inside
   * the caller's transaction. Merging: a character, set, track or scene of the same name is the
   * project's (kept as it is); a scene gets the blueprint's set and music where it has none (or
   * always, with `replaceSceneLinks`) and the cast it lacks; a line is the project's when its
   * speaker says the same words, trimmed, in that scene (a loose line: anywhere in the project),
   * each of the project's lines standing for one line of the blueprint. Then the revisions asked
   * of what the project had (see Revisions).
   */
  private async write(
    manager: EntityManager,
    blueprint: ProjectBlueprint,
    files: BundleFiles,
    written: Array<{ owner: MediaOwner; id: number }>,
    { projectId: chosenId, intoProjectId, replaceSceneLinks = false, revise = {} }: ApplyOptions,
  ): Promise<{ applied: AppliedBlueprint; respoken: VoiceLineEntity[] }> {
    // Into a project that exists, or a new one. Each insertMany touches it, so a cached overview of
    // a project that existed is not served again.
    const projectId =
      intoProjectId ??
      (
        await this.projects.insert(
          { ...(chosenId === undefined ? {} : { id: chosenId }), name: blueprint.project.name, description: blueprint.project.description ?? null },
          manager,
        )
      ).id;
    const existing =
      intoProjectId === undefined
        ? { characters: [], sets: [], music: [], scenes: [], links: [], lines: [] }
        : await this.contentsOf(manager, projectId);
    /** The project's row of each item's name, else a new row for it, inserted with the others. */
    const merge = async <Item extends { name: string }, Row extends { id: number; name: string }>(
      items: readonly Item[],
      rows: readonly Row[],
      insertMany: (newRows: Item[]) => Promise<Row[]>,
    ): Promise<Array<AppliedRow<Row>>> => {
      const found = byNameKey(rows);
      const missing = items.filter((item) => !found.has(nameKey(item.name)));
      const inserted = byNameKey(await insertMany(missing));
      return items.map((item) => {
        const row = found.get(nameKey(item.name));
        return row ? { row, created: false } : { row: inserted.get(nameKey(item.name))!, created: true };
      });
    };
    /** Stores the files the bundle carries for new rows; each such row is to point at its file, complete. */
    const store = async <Row extends { id: number }>(
      owner: keyof typeof MEDIA_PREFIX,
      applied: ReadonlyArray<AppliedRow<Row>>,
      paths: ReadonlyArray<string | null | undefined>,
      kind: 'model' | 'audio',
    ) => {
      const stored: Array<{ row: Row; url: string }> = [];
      for (const [index, path] of paths.entries()) {
        const { row, created } = applied[index];
        if (!path || !created) continue;
        const bytes = files.get(path)!;
        const extension = kind === 'model' ? 'glb' : sniffFormat(AUDIO_FORMATS, bytes)!.extension;
        written.push({ owner, id: row.id });
        stored.push({ row, url: await this.media.save(owner, row.id, MEDIA_PREFIX[owner], extension, bytes) });
      }
      return stored;
    };

    const characters = await merge(blueprint.characters, existing.characters, (missing) =>
      this.characters.insertMany(manager, projectId, missing.map((character) => newCharacterRow(projectId, character))),
    );
    const sets = await merge(blueprint.sets, existing.sets, (missing) =>
      this.sets.insertMany(manager, projectId, missing.map((set) => newSetRow(projectId, set))),
    );
    const music = await merge(blueprint.music, existing.music, (missing) =>
      this.music.insertMany(manager, projectId, missing.map((track) => newMusicTrackRow(projectId, track))),
    );
    const characterByName = byNameKey(characters.map(({ row }) => row));
    const setByName = byNameKey(sets.map(({ row }) => row));
    const musicByName = byNameKey(music.map(({ row }) => row));
    const setIdOf = (name: string | null | undefined) => (name ? setByName.get(nameKey(name))!.id : null);
    const musicIdOf = (name: string | null | undefined) => (name ? musicByName.get(nameKey(name))!.id : null);
    const scenes = await merge(blueprint.scenes, existing.scenes, (missing) =>
      this.scenes.insertMany(
        manager,
        projectId,
        missing.map((scene) => ({
          name: scene.name,
          description: scene.description ?? null,
          projectId,
          setId: setIdOf(scene.set),
          musicId: musicIdOf(scene.music),
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
      ),
    );
    // A scene the project had: the set and music named where it has none (or always, when asked).
    const sceneChanges = blueprint.scenes.flatMap((scene, index) => {
      const { row, created } = scenes[index];
      const setId = setIdOf(scene.set);
      const musicId = musicIdOf(scene.music);
      const takes = (current: number | null, named: number | null) => named !== null && named !== current && (replaceSceneLinks || current === null);
      const changes = { ...(takes(row.setId, setId) ? { setId } : {}), ...(takes(row.musicId, musicId) ? { musicId } : {}) };
      return created || Object.keys(changes).length === 0 ? [] : [{ row, changes: { ...changes, updatedAt: new Date() } }];
    });
    await this.scenes.updateMany(manager, projectId, sceneChanges);
    const linked = new Set(existing.links.map((link) => `${link.sceneId}:${link.characterId}`));
    const links = blueprint.scenes.flatMap((scene, index) =>
      [...new Set(scene.characters.map((name) => characterByName.get(nameKey(name))!.id))]
        .map((characterId) => ({ sceneId: scenes[index].row.id, characterId }))
        .filter((link) => !linked.has(`${link.sceneId}:${link.characterId}`)),
    );
    await this.links.insertMany(manager, projectId, links);

    const lineSources = [
      ...blueprint.scenes.flatMap((scene, index) => scene.voiceLines.map((line) => ({ line, sceneId: scenes[index].row.id as number | null }))),
      ...blueprint.voiceLines.map((line) => ({ line, sceneId: null })),
    ].map((source) => ({ ...source, characterId: characterByName.get(nameKey(source.line.character))!.id }));
    // A line being edited is not another item's line.
    const edited = new Set((revise.lineEdits ?? []).map((edit) => edit.lineId));
    const unmatched = existing.lines.filter((row) => !edited.has(row.id));
    const matches = lineSources.map(({ line, sceneId, characterId }) => {
      const index = unmatched.findIndex(
        (row) => (sceneId === null || row.sceneId === sceneId) && lineKey(row.characterId, row.text) === lineKey(characterId, line.text),
      );
      return index < 0 ? null : unmatched.splice(index, 1)[0];
    });
    const newLines = await this.voiceLines.insertMany(
      manager,
      projectId,
      lineSources
        .filter((_, index) => !matches[index])
        .map(({ line, sceneId, characterId }) => ({
          characterId,
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
    const voiceLines = matches.map((match) => (match ? { row: match, created: false } : { row: newLines.shift()!, created: true }));
    const respoken = await this.revise(manager, projectId, revise, {
      music,
      found: voiceLines.flatMap(({ row, created }, index) => (created ? [] : [{ row, direction: lineSources[index].line }])),
      lines: existing.lines,
      speakerId: (name) => characterByName.get(nameKey(name))?.id,
    });

    // New rows whose file the bundle carries point at it, complete: nothing is queued for them.
    const models = await store('characters', characters, blueprint.characters.map((character) => character.modelFile), 'model');
    await this.characters.updateMany(manager, projectId, models.map(({ row, url }) => ({ row, changes: { modelPath: url, ...COMPLETE } })));
    const setModels = await store('sets', sets, blueprint.sets.map((set) => set.sceneFile), 'model');
    await this.sets.updateMany(manager, projectId, setModels.map(({ row, url }) => ({ row, changes: { scenePath: url, ...COMPLETE } })));
    const audio = await store('music', music, blueprint.music.map((track) => track.audioFile), 'audio');
    await this.music.updateMany(manager, projectId, audio.map(({ row, url }) => ({ row, changes: { filePath: url, ...COMPLETE } })));
    const speech = await store('voice-lines', voiceLines, lineSources.map(({ line }) => line.audioFile), 'audio');
    await this.voiceLines.updateMany(manager, projectId, speech.map(({ row, url }) => ({ row, changes: { filePath: url, ...COMPLETE } })));
    return { applied: { projectId, characters, sets, music, scenes, voiceLines }, respoken };
  }

  /** The revisions asked for (see Revisions), written in the caller's transaction; the lines to speak again. */
  private async revise(
    manager: EntityManager,
    projectId: number,
    { lineDirection = false, lineEdits = [], trackStyles = [] }: Revisions,
    rows: {
      music: ReadonlyArray<AppliedRow<MusicTrackEntity>>;
      found: ReadonlyArray<{ row: VoiceLineEntity; direction: LineDirection }>;
      lines: readonly VoiceLineEntity[];
      speakerId: (name: string) => number | undefined;
    },
  ): Promise<VoiceLineEntity[]> {
    const styles = new Map(trackStyles.map(({ name, style }) => [nameKey(name), style]));
    const restyled = rows.music.flatMap(({ row, created }) => {
      const style = styles.get(nameKey(row.name));
      return created || !style || style === row.style ? [] : [{ row, changes: { style } }];
    });
    const problems: string[] = [];
    const lineChanges = [
      ...(lineDirection ? rows.found.map(({ row, direction }) => ({ row, changes: toDirectionColumns(pickDirection(direction)) })) : []),
      ...lineEdits.flatMap(({ lineId, character, text, ...direction }) => {
        const row = rows.lines.find((line) => line.id === lineId);
        const characterId = rows.speakerId(character);
        if (!row) problems.push(`voice line ${lineId} is not in the project`);
        if (characterId === undefined) problems.push(`a voice line names character '${character}', who is not in the manifest`);
        return row && characterId !== undefined ? [{ row, changes: { characterId, text, ...toDirectionColumns(pickDirection(direction)) } }] : [];
      }),
    ];
    if (problems.length > 0) throw new BlueprintProblemsError(problems);
    const respoken = lineChanges.filter(({ row, changes }) => changesSpeech(row, changes)).map(({ row }) => row);
    const updates = lineChanges.map(({ row, changes }) => ({ row, changes: { ...changes, ...(respoken.includes(row) ? { status: 'pending' as const } : {}) } }));
    await this.music.updateMany(manager, projectId, restyled);
    await this.voiceLines.updateMany(manager, projectId, updates.filter(({ changes }) => Object.keys(changes).length > 0));
    // The rows answered carry what was written.
    for (const { row, changes } of [...restyled, ...updates]) Object.assign(row, changes);
    return respoken;
  }

  /** What the project holds that a blueprint merges into, read inside the transaction. */
  private async contentsOf(manager: EntityManager, projectId: number) {
    const [characters, sets, music, scenes, links, lines] = await Promise.all([
      this.characters.listByProject(projectId, manager),
      this.sets.listByProject(projectId, manager),
      this.music.listByProject(projectId, manager),
      this.scenes.listByProject(projectId, manager),
      this.links.listByProject(projectId, manager),
      this.voiceLines.listByProject(projectId, manager),
    ]);
    return { characters, sets, music, scenes, links, lines };
  }

  /** What the blueprint did not carry is made like anything a user creates; a queue failure only warns. */
  private async queueMissingMedia(rows: {
    projectId: number;
    characters: CharacterEntity[];
    sets: SetEntity[];
    music: MusicTrackEntity[];
    voiceLines: VoiceLineEntity[];
    /** Lines the project had whose words, speaker or feeling changed. */
    respoken: VoiceLineEntity[];
  }) {
    try {
      await this.characterModels.enqueueNew(rows.characters.filter((row) => !row.modelPath));
      await this.setModels.enqueueNew(rows.sets.filter((row) => !row.scenePath));
      await this.composer.enqueueAll(rows.music.filter((row) => !row.filePath));
      await this.speech.enqueueAll([...rows.voiceLines.filter((row) => !row.filePath), ...rows.respoken], rows.projectId);
    } catch (error) {
      this.logger.warn(`Project ${rows.projectId}: not every generation job was queued: ${(error as Error).message}`);
    }
  }
}
