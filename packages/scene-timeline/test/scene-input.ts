import type { TimelineInput } from '@studio/contracts/timeline';

type Line = TimelineInput['lines'][number];
type Character = TimelineInput['characters'][number];

export const character = (id: number, overrides: Partial<Character> = {}): Character => ({
  id,
  name: `Character ${id}`,
  modelUrl: `/media/characters/${id}/model.glb`,
  ...overrides,
});

export const line = (id: number, characterId: number, overrides: Partial<Line> = {}): Line => ({
  id,
  characterId,
  text: `Line ${id}`,
  audioUrl: `/media/voice-lines/${id}/voice.wav`,
  durationSeconds: 3,
  ...overrides,
});

/** Lines spoken in turn by `speakers` (character ids), ids from 1. */
export const linesBy = (speakers: number[], overrides: Partial<Line> = {}): Line[] =>
  speakers.map((speaker, index) => line(index + 1, speaker, overrides));

/** A scene on a farm with two characters who each say one line, and a 60 s music track. */
export function sceneInput(overrides: Partial<TimelineInput> = {}): TimelineInput {
  return {
    scene: { id: 7, name: 'Morning Chores' },
    set: { id: 3, name: 'Old Farm', type: 'farm', oceanType: null, modelUrl: '/media/sets/3/set.glb' },
    music: { id: 5, name: 'Sunrise', audioUrl: '/media/music/5/track.mp3', durationSeconds: 60 },
    characters: [character(1, { name: 'Ana' }), character(2, { name: 'Ben' })],
    lines: [line(1, 1, { text: 'Good morning.', durationSeconds: 1.5 }), line(2, 2, { text: 'The cows got out again.', durationSeconds: 2.25 })],
    ...overrides,
  };
}
