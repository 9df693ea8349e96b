import type { MissingAsset, SceneReadiness } from '@studio/contracts/director';
import type { MusicTrack } from '@studio/contracts/music';
import type { Scene } from '@studio/contracts/scenes';
import type { StudioSet } from '@studio/contracts/sets';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import type { PendingModel } from '../render';

export interface SceneFacts {
  scene: Pick<Scene, 'name' | 'characters'>;
  set: Pick<StudioSet, 'name'> | null;
  track: Pick<MusicTrack, 'name' | 'filePath'> | null;
  lines: ReadonlyArray<Pick<VoiceLine, 'text' | 'filePath' | 'characterId'>>;
  /** Names of the project's characters by id, for naming a line's speaker. */
  characterNames: ReadonlyMap<number, string>;
  /** The set's and cast's 3D models a render would generate first. */
  pendingModels?: ReadonlyArray<Pick<PendingModel, 'name' | 'job'>>;
}

const pendingText = ({ name, job }: Pick<PendingModel, 'name' | 'job'>) =>
  job ? `Generating 3D model for ${name}` : `No 3D model for ${name} yet: rendering the scene generates it`;

/**
 * The Scene Rendering screen's rule (a set, a music track, a character and a voice line) with the
 * generated audio actually there: a line or a track still generating, or failed, is missing too.
 * A missing 3D model is not: the render generates it first; the readiness says so.
 */
export function sceneReadiness({ scene, set, track, lines, characterNames, pendingModels = [] }: SceneFacts): SceneReadiness {
  const missing: MissingAsset[] = [
    ...(set ? [] : [{ type: 'set' as const, name: `a set for ${scene.name}` }]),
    ...(track ? [] : [{ type: 'score' as const, name: `a music track for ${scene.name}` }]),
    ...(track && !track.filePath ? [{ type: 'score' as const, name: track.name }] : []),
    ...(scene.characters.length > 0 ? [] : [{ type: 'character' as const, name: `a character in ${scene.name}` }]),
    ...(lines.length > 0 ? [] : [{ type: 'voice' as const, name: `a voice line in ${scene.name}` }]),
    ...lines
      .filter((line) => !line.filePath)
      .map((line) => ({ type: 'voice' as const, name: characterNames.get(line.characterId) ?? `character ${line.characterId}`, line: line.text })),
  ];
  const ready = missing.length === 0;
  const generating = pendingModels.map(pendingText);
  const verdict = ready
    ? `${scene.name} is ready to render.`
    : `${scene.name} is not ready to render: ${missing.length} asset${missing.length === 1 ? '' : 's'} missing.`;
  return {
    success: true,
    ready,
    message: [verdict, ...generating.map((text) => `${text}.`)].join(' '),
    missingAssets: missing,
    ...(generating.length > 0 ? { generating } : {}),
  };
}
