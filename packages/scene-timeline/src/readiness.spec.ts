import { isReadyToRender, missingForRender, type SceneReadinessFacts } from './readiness';

const facts = (overrides: Partial<SceneReadinessFacts> = {}): SceneReadinessFacts => ({
  sceneName: 'Opening',
  hasSet: true,
  track: { name: 'Day Theme', hasAudio: true },
  castCount: 1,
  lines: [{ speaker: 'Ed', text: 'Hello.', hasAudio: true }],
  ...overrides,
});

describe('missingForRender', () => {
  it('finds nothing missing with a set, a composed track, a character and a spoken line', () => {
    expect(missingForRender(facts())).toEqual([]);
    expect(isReadyToRender(facts())).toBe(true);
  });

  it('names every gap in a fixed order, with the line of each voice not spoken yet', () => {
    const missing = missingForRender(
      facts({
        hasSet: false,
        track: { name: 'Day Theme', hasAudio: false },
        castCount: 0,
        lines: [
          { speaker: 'Ed', text: 'Hello.', hasAudio: false },
          { speaker: 'Al', text: 'Bye.', hasAudio: true },
        ],
      }),
    );
    expect(missing).toEqual([
      { type: 'set', name: 'a set for Opening' },
      { type: 'score', name: 'Day Theme' },
      { type: 'character', name: 'a character in Opening' },
      { type: 'voice', name: 'Ed', line: 'Hello.' },
    ]);
  });

  it('asks for a track and a line when there are none', () => {
    expect(missingForRender(facts({ track: null, lines: [] }))).toEqual([
      { type: 'score', name: 'a music track for Opening' },
      { type: 'voice', name: 'a voice line in Opening' },
    ]);
  });

  it('counts a track still being composed as missing, as a render would play silence', () => {
    expect(isReadyToRender(facts({ track: { name: 'Day Theme', hasAudio: false } }))).toBe(false);
  });
});
