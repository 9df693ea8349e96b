import { loadMouthTracks, MOUTH_STEP_SECONDS, mouthOpenings, mouthPoseAt, type MouthTrack } from './mouth-motion';
import { newSceneTimeline } from './testing/scene-timelines';

const SAMPLE_RATE = 16_000;

/** Mono audio from segments of [seconds, amplitude]: a 150 Hz tone at that amplitude, or silence at 0. */
function voice(segments: Array<[number, number]>): Float32Array {
  const samples: number[] = [];
  for (const [seconds, amplitude] of segments) {
    for (let index = 0; index < Math.round(seconds * SAMPLE_RATE); index += 1) samples.push(amplitude * Math.sin((2 * Math.PI * 150 * samples.length) / SAMPLE_RATE));
  }
  return Float32Array.from(samples);
}

/** The openings between `from` and `to` seconds of a clip. */
const during = (openings: Float32Array, from: number, to: number) => [...openings.slice(Math.round(from / MOUTH_STEP_SECONDS), Math.round(to / MOUTH_STEP_SECONDS))];

const newTrack = (overrides: Partial<MouthTrack> = {}): MouthTrack => ({
  lineId: 1,
  characterId: 1,
  start: 2,
  end: 3,
  openings: Float32Array.from({ length: 100 }, (_, index) => (index % 20 < 10 ? 1 : 0)),
  cues: [],
  ...overrides,
});

describe('mouthOpenings', () => {
  it('opens on speech and shuts in the pauses, one value per step', () => {
    const openings = mouthOpenings(voice([[0.3, 0], [0.4, 0.5], [0.3, 0], [0.4, 0.5], [0.2, 0]]), SAMPLE_RATE);
    expect(openings).toHaveLength(160);
    expect(Math.max(...during(openings, 0, 0.25))).toBe(0);
    expect(Math.min(...during(openings, 0.35, 0.65))).toBeGreaterThan(0.9);
    expect(Math.max(...during(openings, 0.75, 0.95))).toBe(0);
    expect(Math.max(...during(openings, 1.45, 1.6))).toBe(0);
  });

  it('opens a soft syllable less than a loud one, and a quiet voice as wide as a loud one', () => {
    const openings = mouthOpenings(voice([[0.4, 0.6], [0.4, 0.2], [0.4, 0.6]]), SAMPLE_RATE);
    const soft = during(openings, 0.5, 0.7);
    expect(Math.max(...soft)).toBeLessThan(0.6);
    expect(Math.min(...soft)).toBeGreaterThan(0.05);
    const quiet = mouthOpenings(voice([[0.4, 0.03], [0.4, 0.01], [0.4, 0.03]]), SAMPLE_RATE);
    expect([...quiet].map((value) => value.toFixed(2))).toEqual([...openings].map((value) => value.toFixed(2)));
  });

  it('keeps the mouth shut for a silent clip', () => {
    expect(Math.max(...mouthOpenings(voice([[1, 0]]), SAMPLE_RATE))).toBe(0);
  });
});

describe('mouthPoseAt', () => {
  const tracks = [newTrack(), newTrack({ lineId: 2, characterId: 2, start: 3, end: 4 })];
  const openAt = (characterId: number, seconds: number, from = tracks) => mouthPoseAt(from, characterId, seconds).open;

  it("follows the loudness of the speaker's own clip while it plays and is shut before and after it", () => {
    expect(openAt(1, 1.99)).toBe(0);
    expect(openAt(1, 2.05)).toBe(1);
    expect(openAt(1, 2.15)).toBe(0);
    expect(openAt(1, 3)).toBe(0);
  });

  it("never moves a listener's mouth", () => {
    expect(openAt(2, 2.05)).toBe(0);
    expect(openAt(3, 2.05)).toBe(0);
  });

  it('blends between loudness steps', () => {
    expect(openAt(1, 2 + 9.5 * MOUTH_STEP_SECONDS)).toBeCloseTo(0.5);
  });

  describe('with the line\'s mouth shapes', () => {
    const loud = Float32Array.from({ length: 100 }, () => 1);
    const shaped = (openings = loud) =>
      [newTrack({ openings, cues: [{ start: 0, shape: 'rest' }, { start: 0.1, shape: 'closed' }, { start: 0.3, shape: 'open' }, { start: 0.5, shape: 'round' }, { start: 0.7, shape: 'wide' }] })];

    it('presses the lips for m, b, p however loud, drops the jaw for open vowels, rounds and spreads the lips', () => {
      expect(mouthPoseAt(shaped(), 1, 2.2)).toEqual({ open: 0, width: 1 });
      expect(mouthPoseAt(shaped(), 1, 2.45)).toEqual({ open: 1, width: 1.05 });
      expect(mouthPoseAt(shaped(), 1, 2.65).width).toBeLessThan(0.8);
      expect(mouthPoseAt(shaped(), 1, 2.85).width).toBeGreaterThan(1.1);
      expect(mouthPoseAt(shaped(), 1, 2.85).open).toBeLessThan(mouthPoseAt(shaped(), 1, 2.65).open);
    });

    it('moves from one shape to the next over a few frames, not in a jump', () => {
      const justAfter = mouthPoseAt(shaped(), 1, 2.32).open;
      expect(justAfter).toBeGreaterThan(0);
      expect(justAfter).toBeLessThan(1);
    });

    it('opens less on a soft sound and shuts in silence whatever the shape', () => {
      const soft = Float32Array.from({ length: 100 }, (_, index) => (index < 50 ? 0.2 : 0));
      expect(mouthPoseAt(shaped(soft), 1, 2.45).open).toBeCloseTo(0.4 + 0.6 * 0.2);
      expect(mouthPoseAt(shaped(soft), 1, 2.65)).toEqual({ open: 0, width: 1 });
    });
  });
});

describe('loadMouthTracks', () => {
  it('measures every voice clip at its timeline time, and notes a clip it cannot read', async () => {
    const timeline = newSceneTimeline();
    const [first, broken, third] = timeline.audio.voices;
    const { tracks, notes } = await loadMouthTracks(timeline, async (url) => {
      if (url === broken.url) throw new Error('404 Not Found');
      return { samples: voice([[0.5, 0.5]]), sampleRate: SAMPLE_RATE };
    });
    expect(tracks.map(({ lineId, characterId, start, end, cues }) => ({ lineId, characterId, start, end, cues }))).toEqual(
      [first, third].map(({ lineId, characterId, start, end, mouth }) => ({ lineId, characterId, start, end, cues: mouth })),
    );
    expect(notes).toEqual([`The audio of voice line ${broken.lineId} could not be read (404 Not Found): the mouth stays shut.`]);
  });
});
