import { Injectable } from '@nestjs/common';
import { sameName } from '@studio/contracts/names';
import type { OceanType, SetType } from '@studio/contracts/sets';
import type { SceneTimeline, TimelineInput } from '@studio/contracts/timeline';
import { glbJsonLength, modelHeadTop } from '@studio/scene-timeline/model-height';
import { missingForRender } from '@studio/scene-timeline/readiness';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { markNamed } from '@studio/scene-timeline/set-marks';
import { type FileHandle, open } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { CharactersRepository } from '../characters';
import { MediaStorage } from '../media';
import { MusicTracksRepository } from '../music';
import { SceneCharactersRepository } from '../scene-characters';
import { type SceneEntity, SceneNotFoundError, ScenesRepository } from '../scenes';
import { kindOfSet, SetsRepository } from '../sets';
import { phonemesOf, VoiceLinesRepository } from '../voice-lines';
import { audioDurationSeconds } from './audio-duration';
import { castIdsOf, renderKeyOf } from './render-source';
import { AssetGenerationFailedError, AssetWaitTimeoutError, SceneNotReadyError, UnreadableAudioError } from './render.errors';

/** A scene's timeline, the rows it was built from, and their content key (render-source.ts). */
export interface LoadedSceneTimeline {
  scene: SceneEntity;
  timeline: SceneTimeline;
  contentKey: string;
}

/** How often a render waiting for its scene's audio looks again. */
const ASSET_POLL_MS = 500;
/** A GLB's JSON chunk (node transforms and bounds) is at its start and far smaller than this; a larger one is not measured. */
const MAX_GLB_JSON_BYTES = 8 * 1024 * 1024;

/**
 * The top of a character model's head above its feet, read from the start of its GLB so the
 * shots frame the head where the model has it; null when the file cannot be read or measured,
 * and the timeline then assumes a typical height.
 */
async function modelHeight(path: string): Promise<number | null> {
  let file: FileHandle | undefined;
  try {
    file = await open(path, 'r');
    const header = new Uint8Array(20);
    await file.read(header, 0, header.byteLength, 0);
    const length = glbJsonLength(header);
    if (!length || length > MAX_GLB_JSON_BYTES) return null;
    const start = new Uint8Array(length);
    const { bytesRead } = await file.read(start, 0, length, 0);
    return bytesRead === length ? modelHeadTop(start) : null;
  } catch {
    return null;
  } finally {
    await file?.close();
  }
}

const quoted = (text: string) => (text.length > 40 ? `'${text.slice(0, 39)}…'` : `'${text}'`);

/**
 * Builds a scene's timeline from its rows: the set (scenePath), the music track (filePath), the
 * cast (modelPath, and each model's height for the framing) and the voice lines in order with
 * the lengths of their audio files. A scene that is not ready (docs/product-rules.md#readiness), or whose lines are not spoken yet, has no timeline.
 */
@Injectable()
export class SceneTimelineService {
  constructor(
    private readonly scenes: ScenesRepository,
    private readonly sets: SetsRepository,
    private readonly tracks: MusicTracksRepository,
    private readonly links: SceneCharactersRepository,
    private readonly characters: CharactersRepository,
    private readonly lines: VoiceLinesRepository,
    private readonly media: MediaStorage,
  ) {}

  async timeline(sceneId: number): Promise<SceneTimeline> {
    return (await this.load(sceneId)).timeline;
  }

  /**
   * load(), once the audio its lines and track are still being made exists: polls while any of it
   * is queued or generating; fails at once when some of it failed, and after `timeoutMs`.
   */
  async loadWhenGenerated(sceneId: number, { timeoutMs, onWait }: { timeoutMs: number; onWait: (waitingFor: string[]) => void }) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const scene = await this.scenes.findById(sceneId);
      if (!scene) throw new SceneNotFoundError(sceneId);
      const [track, lines] = await Promise.all([
        scene.musicId === null ? null : this.tracks.findById(scene.musicId),
        this.lines.listByScene(sceneId),
      ]);
      const unmade = [
        // A line being spoken again (its text or speaker changed) still has its old file until the
        // new one replaces it and the old one is removed: the render waits for the new voice.
        ...lines
          .filter((line) => this.media.pathOf(line.filePath) === null || line.status === 'pending' || line.status === 'in_progress')
          .map((line) => ({ status: line.status, name: `line ${quoted(line.text)}` })),
        ...(track && !track.filePath ? [{ status: track.status, name: `track '${track.name}'` }] : []),
      ];
      const failed = unmade.filter((asset) => asset.status === 'failed');
      if (failed.length > 0) throw new AssetGenerationFailedError(failed.map((asset) => asset.name));
      if (unmade.length === 0) return this.load(sceneId);
      if (Date.now() > deadline) throw new AssetWaitTimeoutError(timeoutMs, unmade.map((asset) => asset.name));
      onWait(unmade.map((asset) => asset.name));
      await delay(ASSET_POLL_MS);
    }
  }

  /** 404 for no scene; 409 (SceneNotReadyError) naming everything a render would lack. */
  async load(sceneId: number): Promise<LoadedSceneTimeline> {
    const scene = await this.scenes.findById(sceneId);
    if (!scene) throw new SceneNotFoundError(sceneId);
    const [set, track, links, lines] = await Promise.all([
      scene.setId === null ? null : this.sets.findById(scene.setId),
      scene.musicId === null ? null : this.tracks.findById(scene.musicId),
      this.links.listByScene(sceneId),
      this.lines.listByScene(sceneId),
    ]);
    // A speaker who is not linked to the scene still appears: they have lines in it.
    const castIds = castIdsOf(links.map((link) => link.characterId), lines);
    const cast = await this.characters.findByIds(castIds);
    const byId = new Map(cast.map((character) => [character.id, character]));
    const speakerOf = (id: number) => byId.get(id)?.name ?? `character ${id}`;
    const missing = missingForRender({
      sceneName: scene.name,
      hasSet: set !== null,
      track: track && { name: track.name, hasAudio: this.media.pathOf(track.filePath) !== null },
      castCount: links.length,
      lines: lines.map((line) => ({ speaker: speakerOf(line.characterId), text: line.text, hasAudio: this.media.pathOf(line.filePath) !== null })),
    });
    if (!set || !track || missing.length > 0) {
      throw new SceneNotReadyError(sceneId, missing.map((asset) => (asset.line === undefined ? asset.name : `${asset.name}'s line ${quoted(asset.line)}`)));
    }

    const trackPath = this.media.pathOf(track.filePath);
    const timelineSet = {
      id: set.id,
      name: set.name,
      type: set.type as SetType,
      oceanType: set.oceanType as OceanType | null,
      kind: kindOfSet(set),
      modelUrl: this.media.pathOf(set.scenePath) ? set.scenePath : null,
    };
    /**
     * What a line's action aims at: one of the cast it names, else a thing of the set its target
     * or its parenthetical names ("the window", "crosses to the counter"), where the set has that
     * thing's mark; otherwise left to the performer (the addressee, for a walk).
     */
    const targetOf = (line: (typeof lines)[number]): number | [number, number, number] | null => {
      const named = line.actionTarget === null ? undefined : cast.find((character) => sameName(character.name, line.actionTarget!));
      if (named) return named.id;
      const thing = [line.actionTarget, line.parenthetical].flatMap((words) => (words ? [markNamed(timelineSet, words)] : [])).find(Boolean);
      return thing ? thing.position : null;
    };
    const input: TimelineInput = {
      scene: { id: scene.id, name: scene.name, description: scene.description, timeOfDay: scene.timeOfDay, weather: scene.weather, pace: scene.pace },
      set: timelineSet,
      music: {
        id: track.id,
        name: track.name,
        audioUrl: trackPath ? track.filePath : null,
        durationSeconds: trackPath ? await this.measure(track.filePath!, trackPath) : null,
      },
      characters: await Promise.all(
        castIds.flatMap((id) => byId.get(id) ?? []).map(async (character) => {
          const modelFile = this.media.pathOf(character.modelPath);
          return { id: character.id, name: character.name, modelUrl: modelFile ? character.modelPath : null, height: modelFile ? await modelHeight(modelFile) : null };
        }),
      ),
      lines: await Promise.all(
        lines.map(async (line) => ({
          id: line.id,
          characterId: line.characterId,
          text: line.text,
          audioUrl: line.filePath!,
          durationSeconds: await this.measure(line.filePath!, this.media.pathOf(line.filePath)!),
          phonemes: phonemesOf(line),
          emotion: line.emotion,
          intensity: line.intensity,
          action: line.action,
          actionTarget: targetOf(line),
          // A subject no longer in the scene: the shot's usual subject.
          camera: line.cameraKind === null ? null : { kind: line.cameraKind, subjectId: line.cameraSubjectId !== null && byId.has(line.cameraSubjectId) ? line.cameraSubjectId : null },
          pauseBefore: line.pauseBefore,
        })),
      ),
    };
    const contentKey = renderKeyOf({ scene, set, track, cast: castIds.flatMap((id) => byId.get(id) ?? []), lines });
    return { scene, timeline: buildSceneTimeline(input), contentKey };
  }

  private async measure(url: string, path: string): Promise<number> {
    try {
      return await audioDurationSeconds(path);
    } catch (error) {
      throw new UnreadableAudioError(url, (error as Error).message);
    }
  }
}
