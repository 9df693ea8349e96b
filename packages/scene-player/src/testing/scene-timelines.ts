import type { SceneTimeline, TimelineInput } from '@studio/contracts/timeline';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';

/**
 * A two-character scene on a farm with three lines (Ada, Rex, Ada) and music, built by the real
 * timeline function; `overrides` replace whole parts of the input.
 */
export function newSceneTimeline(overrides: Partial<TimelineInput> = {}): SceneTimeline {
  return buildSceneTimeline({
    scene: { id: 1, name: 'Barn talk' },
    set: { id: 10, name: 'Farm', type: 'farm', oceanType: null, modelUrl: '/media/sets/10/farm.glb' },
    music: { id: 20, name: 'Theme', audioUrl: '/media/music/20/theme.wav', durationSeconds: 4 },
    characters: [
      { id: 1, name: 'Ada', modelUrl: '/media/characters/1/ada.glb' },
      { id: 2, name: 'Rex', modelUrl: '/media/characters/2/rex.glb' },
    ],
    lines: [
      { id: 101, characterId: 1, text: 'Morning, Rex.', audioUrl: '/media/voice-lines/101/line.wav', durationSeconds: 1.5 },
      { id: 102, characterId: 2, text: 'Morning.', audioUrl: '/media/voice-lines/102/line.wav', durationSeconds: 1 },
      { id: 103, characterId: 1, text: 'The cows got out again.', audioUrl: '/media/voice-lines/103/line.wav', durationSeconds: 2 },
    ],
    ...overrides,
  });
}
