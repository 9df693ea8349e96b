import type { SceneTimeline, TimelineInput } from '@studio/contracts/timeline';
import { newSceneTimeline } from '@studio/scene-player/testing/scene-timelines';
import { type ChunkLook, KEY_MARGIN_SECONDS, keyChunks, posterKey } from './chunk-keys';
import { splitIntoChunks } from './scene-render-pipeline';

type Line = TimelineInput['lines'][number];

/** Two-second chunks: small enough that one line's shots cover a few of a 40-second scene's. */
const CHUNK_FRAMES = 48;

/** Ten lines in turn between two characters, of varied lengths. */
const LINES: Line[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  characterId: (index % 2) + 1,
  text: `Line number ${index + 1} of the scene, said plainly`,
  audioUrl: `/media/voice-lines/${index + 1}/voice.wav`,
  durationSeconds: 2.5 + (index % 3) * 0.75,
}));

const build = (lines: Line[] = LINES): SceneTimeline =>
  newSceneTimeline({
    set: { id: 2, name: 'Taqueria', type: 'taqueria', oceanType: null, modelUrl: '/media/sets/2/model.glb' },
    music: { id: 3, name: 'Bed', audioUrl: '/media/music/3/track.wav', durationSeconds: 60 },
    lines,
  });

const LOOK: ChunkLook = { resolution: '1280x720', burnSubtitles: false, rendererVersion: 'page 1', contentOf: (url) => `bytes of ${url}` };

const keysOf = (timeline: SceneTimeline, look: Partial<ChunkLook> = {}) =>
  keyChunks(timeline, splitIntoChunks(timeline.frameCount, CHUNK_FRAMES, 1), { ...LOOK, ...look });

/** Indices of the chunks whose keys differ. */
const changedBetween = (before: SceneTimeline, after: SceneTimeline, look: Partial<ChunkLook> = {}) => {
  const [a, b] = [keysOf(before), keysOf(after, look)];
  expect(b.map(({ startFrame, endFrame }) => [startFrame, endFrame])).toEqual(a.map(({ startFrame, endFrame }) => [startFrame, endFrame]));
  return a.filter((chunk, index) => chunk.key !== b[index].key).map((chunk) => chunk.index);
};

type Span = { start: number; end: number };
/** The spans of `after`'s items (shots, performances) that `before` does not have as they are. */
const differingSpans = <T extends Span>(before: readonly T[], after: readonly T[], same: (a: T, b: T) => boolean): Span[] =>
  after.filter((item) => !before.some((other) => same(item, other))).map(({ start, end }) => ({ start, end }));
const sameShot = (a: SceneTimeline['shots'][number], b: SceneTimeline['shots'][number]) => {
  const { index: _a, ...shotA } = a;
  const { index: _b, ...shotB } = b;
  return JSON.stringify(shotA) === JSON.stringify(shotB);
};
const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The chunks an edit must redraw (their frames show something that changed) and those it must
 * keep (nothing that changed shows within KEY_MARGIN_SECONDS of them).
 */
function expectedChanges(timeline: SceneTimeline, changed: Span[]) {
  const chunks = splitIntoChunks(timeline.frameCount, CHUNK_FRAMES, 1);
  const showing = (chunk: (typeof chunks)[number], margin: number) => {
    const [from, to] = [chunk.startFrame / timeline.fps - margin, (chunk.endFrame - 1) / timeline.fps + margin];
    return changed.some((span) => span.start <= to && span.end > from);
  };
  return {
    mustChange: chunks.filter((chunk) => showing(chunk, 0)).map((chunk) => chunk.index),
    mustKeep: chunks.filter((chunk) => !showing(chunk, KEY_MARGIN_SECONDS)).map((chunk) => chunk.index),
  };
}

const withLine = (id: number, change: Partial<Line>) => LINES.map((line) => (line.id === id ? { ...line, ...change } : line));

describe('keyChunks', () => {
  const original = build();

  it('gives the same timeline the same keys, and every chunk of it its own', () => {
    const keys = keysOf(original).map((chunk) => chunk.key);
    expect(keysOf(build()).map((chunk) => chunk.key)).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(15);
  });

  it("changes, for one line's camera, the keys of exactly the chunks that show a changed shot (and those within the margin)", () => {
    const edited = build(withLine(5, { camera: { kind: 'close-up' } }));
    const spans = differingSpans(original.shots, edited.shots, sameShot);
    expect(spans.length).toBeGreaterThan(0);
    const { mustChange, mustKeep } = expectedChanges(edited, spans);
    const changed = changedBetween(original, edited);
    expect(changed).toEqual(expect.arrayContaining(mustChange));
    for (const index of mustKeep) expect(changed).not.toContain(index);
    // Local: most of the scene is kept.
    expect(changed.length).toBeLessThanOrEqual(mustChange.length + 2);
    expect(changed.length).toBeLessThan(keysOf(original).length / 2);
  });

  it("changes, for one line's emotion, only the chunks around that line's performances", () => {
    const edited = build(withLine(6, { emotion: 'angry', intensity: 0.9 }));
    const spans = [
      ...differingSpans(original.performances, edited.performances, sameJson),
      ...differingSpans(original.shots, edited.shots, sameShot),
    ];
    expect(spans.length).toBeGreaterThan(0);
    const { mustChange, mustKeep } = expectedChanges(edited, spans);
    const changed = changedBetween(original, edited);
    expect(changed).toEqual(expect.arrayContaining(mustChange));
    for (const index of mustKeep) expect(changed).not.toContain(index);
    expect(mustKeep.length).toBeGreaterThan(0);
  });

  it('changes only the chunks around a voice whose audio changed under the same URL (its loudness moves the mouth)', () => {
    const voice = original.audio.voices.find((clip) => clip.lineId === 3)!;
    const changed = changedBetween(original, original, { contentOf: (url) => (url === voice.url ? 'new bytes' : `bytes of ${url}`) });
    const { mustChange, mustKeep } = expectedChanges(original, [voice]);
    expect(changed).toEqual(expect.arrayContaining(mustChange));
    for (const index of mustKeep) expect(changed).not.toContain(index);
  });

  it('changes every key when what the whole scene shares changes: a model, the size, the renderer, burning subtitles in', () => {
    const all = keysOf(original).map((chunk) => chunk.index);
    expect(changedBetween(original, original, { contentOf: (url) => (url.includes('/sets/') ? 'rebuilt set' : `bytes of ${url}`) })).toEqual(all);
    expect(changedBetween(original, original, { resolution: '640x360' })).toEqual(all);
    expect(changedBetween(original, original, { rendererVersion: 'page 2' })).toEqual(all);
    expect(changedBetween(original, original, { burnSubtitles: true })).toEqual(all);
    expect(changedBetween(original, { ...original, timeOfDay: 'night' })).toEqual(all);
  });

  it('keeps the keys when only the audio changes (the mix is made whole for every render)', () => {
    const louder = { ...original, audio: { ...original.audio, music: { ...original.audio.music!, gain: 0.9 } } };
    expect(changedBetween(original, louder)).toEqual([]);
  });
});

describe('posterKey', () => {
  it('follows the frame it is drawn at', () => {
    const original = build();
    const firstLine = original.talking[0];
    const seconds = (firstLine.start + firstLine.end) / 2;
    expect(posterKey(build(), LOOK, seconds)).toBe(posterKey(original, LOOK, seconds));
    expect(posterKey(build(withLine(1, { camera: { kind: 'wide' } })), LOOK, seconds)).not.toBe(posterKey(original, LOOK, seconds));
    expect(posterKey(build(withLine(9, { camera: { kind: 'wide' } })), LOOK, seconds)).toBe(posterKey(original, LOOK, seconds));
  });
});
