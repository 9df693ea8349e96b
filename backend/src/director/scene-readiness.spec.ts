import { sceneReadiness, type SceneFacts } from './scene-readiness';

const facts = (overrides: Partial<SceneFacts> = {}): SceneFacts => ({
  scene: { name: 'Opening', characters: [{ id: 1, name: 'Ed' }] },
  set: { name: 'Kitchen' },
  track: { name: 'Day Theme', filePath: '/media/music/1/audio-1.wav' },
  lines: [{ text: 'Hello.', filePath: '/media/voice-lines/1/voice-1.wav', characterId: 1 }],
  characterNames: new Map([[1, 'Ed']]),
  ...overrides,
});

describe('sceneReadiness', () => {
  it('is ready with a set, a spoken line, a composed track and a character', () => {
    expect(sceneReadiness(facts())).toEqual({ success: true, ready: true, message: 'Opening is ready to render.', missingAssets: [] });
  });

  it('names every gap, with the line of each voice not spoken yet', () => {
    const readiness = sceneReadiness(
      facts({
        set: null,
        track: { name: 'Day Theme', filePath: null },
        scene: { name: 'Opening', characters: [] },
        lines: [
          { text: 'Hello.', filePath: null, characterId: 1 },
          { text: 'Bye.', filePath: '/media/x.wav', characterId: 2 },
        ],
      }),
    );
    expect(readiness.ready).toBe(false);
    expect(readiness.message).toBe('Opening is not ready to render: 4 assets missing.');
    expect(readiness.missingAssets).toEqual([
      { type: 'set', name: 'a set for Opening' },
      { type: 'score', name: 'Day Theme' },
      { type: 'character', name: 'a character in Opening' },
      { type: 'voice', name: 'Ed', line: 'Hello.' },
    ]);
  });

  it('asks for a track and a line when there are none', () => {
    const readiness = sceneReadiness(facts({ track: null, lines: [] }));
    expect(readiness.missingAssets).toEqual([
      { type: 'score', name: 'a music track for Opening' },
      { type: 'voice', name: 'a voice line in Opening' },
    ]);
  });
});
