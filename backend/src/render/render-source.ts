import { isRenderOutdated, renderContentKey } from '@studio/scene-timeline/render-key';
import type { CharacterEntity } from '../characters';
import type { MusicTrackEntity } from '../music';
import type { SceneEntity } from '../scenes';
import type { SetEntity } from '../sets';
import type { VoiceLineEntity } from '../voice-lines';

/** The rows a scene's render is made from: those its timeline is built from. */
export interface SceneRenderRows {
  scene: SceneEntity;
  set: SetEntity | null;
  track: MusicTrackEntity | null;
  /** In the timeline's order (castIdsOf). */
  cast: CharacterEntity[];
  /** The scene's lines, oldest first. */
  lines: VoiceLineEntity[];
}

/** The characters a scene's timeline shows, in its order: the linked cast, then speakers who are not linked but have lines in it. */
export const castIdsOf = (linkedIds: readonly number[], lines: readonly Pick<VoiceLineEntity, 'characterId'>[]): number[] => [
  ...new Set([...linkedIds, ...lines.map((line) => line.characterId)]),
];

/** The content key of the scene as its rows are now: the one its next render stores. */
export function renderKeyOf({ scene, set, track, cast, lines }: SceneRenderRows): string {
  return renderContentKey({
    scene: { name: scene.name, description: scene.description, timeOfDay: scene.timeOfDay, weather: scene.weather, pace: scene.pace },
    set: set && { id: set.id, name: set.name, description: set.description, type: set.type, oceanType: set.oceanType, kind: set.kind, modelUrl: set.scenePath },
    music: track && { id: track.id, name: track.name, audioUrl: track.filePath },
    cast: cast.map((character) => ({
      id: character.id,
      name: character.name,
      modelUrl: character.modelPath,
      voice: character.voiceName,
      pitch: character.voicePitch,
      rate: character.voiceRate,
    })),
    lines: lines.map((line) => ({
      id: line.id,
      characterId: line.characterId,
      text: line.text,
      audioUrl: line.filePath,
      emotion: line.emotion,
      intensity: line.intensity,
      action: line.action,
      actionTarget: line.actionTarget,
      cameraKind: line.cameraKind,
      cameraSubjectId: line.cameraSubjectId,
      pauseBefore: line.pauseBefore,
    })),
  });
}

/** A project's rows, or those of the projects the scenes are in, as read in bulk. */
export interface ProjectRenderRows {
  sets: readonly SetEntity[];
  tracks: readonly MusicTrackEntity[];
  characters: readonly CharacterEntity[];
  links: readonly { sceneId: number; characterId: number }[];
  /** Oldest first. */
  lines: readonly VoiceLineEntity[];
}

/** The ids of the scenes whose video was made from other content than they have now, computed in memory from their projects' rows. */
export function outdatedRenders(scenes: readonly SceneEntity[], { sets, tracks, characters, links, lines }: ProjectRenderRows): Set<number> {
  const outdated = new Set<number>();
  const rendered = scenes.filter((scene) => scene.renderedPath !== null);
  if (rendered.length === 0) return outdated;
  const setById = new Map(sets.map((set) => [set.id, set]));
  const trackById = new Map(tracks.map((track) => [track.id, track]));
  const characterById = new Map(characters.map((character) => [character.id, character]));
  for (const scene of rendered) {
    const sceneLines = lines.filter((line) => line.sceneId === scene.id);
    const linkedIds = links.filter((link) => link.sceneId === scene.id).map((link) => link.characterId);
    const key = renderKeyOf({
      scene,
      set: scene.setId === null ? null : (setById.get(scene.setId) ?? null),
      track: scene.musicId === null ? null : (trackById.get(scene.musicId) ?? null),
      cast: castIdsOf(linkedIds, sceneLines).flatMap((id) => characterById.get(id) ?? []),
      lines: sceneLines,
    });
    if (isRenderOutdated({ hasVideo: true, renderedKey: scene.renderedKey }, key)) outdated.add(scene.id);
  }
  return outdated;
}
