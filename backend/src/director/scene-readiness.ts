import type { SceneReadiness } from '@studio/contracts/director';
import type { MusicTrack } from '@studio/contracts/music';
import type { Scene } from '@studio/contracts/scenes';
import type { StudioSet } from '@studio/contracts/sets';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { missingForRender } from '@studio/scene-timeline/readiness';
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

/** The readiness rule (packages/scene-timeline) with the director's verdict and the models a render would generate first. */
export function sceneReadiness({ scene, set, track, lines, characterNames, pendingModels = [] }: SceneFacts): SceneReadiness {
  const missing = missingForRender({
    sceneName: scene.name,
    hasSet: set !== null,
    track: track && { name: track.name, hasAudio: track.filePath !== null },
    castCount: scene.characters.length,
    lines: lines.map((line) => ({ speaker: characterNames.get(line.characterId) ?? `character ${line.characterId}`, text: line.text, hasAudio: line.filePath !== null })),
  });
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
