import { createHash } from 'node:crypto';
import type { RenderResolution } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import type { FrameChunk } from './scene-render-pipeline';

/** Raised when what a key covers changes meaning, so no chunk drawn under the old meaning is reused. */
const KEY_FORMAT = 1;
/**
 * Seconds either side of a chunk whose timed items still go into its key: longer than any blend
 * the player makes across a boundary (a face changes over 0.4 s, a look turns over 0.35 s, an
 * action fades out over 0.3 s), so an item that can show in the chunk is never left out.
 */
export const KEY_MARGIN_SECONDS = 1;

/** What besides the timeline decides a render's frames. */
export interface ChunkLook {
  resolution: RenderResolution;
  burnSubtitles: boolean;
  /** What draws and encodes the frames (the render page's build, the encoder's settings). */
  rendererVersion: string;
  /** A digest of the content of the file behind a /media URL (null: no file), so a file rewritten under its URL counts. */
  contentOf(url: string): string | null;
}

/** A chunk and the key of everything that decides its frames: equal keys, equal segments. */
export interface KeyedChunk extends FrameChunk {
  key: string;
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/**
 * The items of a list sorted by start that can show from `from` to `to` seconds, each with its
 * place in the list (the player picks a gesture by a line's place): from the one before the last
 * to start by `from` to the one after the last to start by `to`, as the player looks at the
 * latest line and its neighbours (whom a speaker answers).
 */
function around<T extends { start: number }>(items: readonly T[], from: number, to: number): (T & { place: number })[] {
  const lastStartingBy = (seconds: number) => {
    let last = -1;
    while (last + 1 < items.length && items[last + 1].start <= seconds) last += 1;
    return last;
  };
  const first = Math.max(0, lastStartingBy(from) - 1);
  const end = Math.min(items.length, lastStartingBy(to) + 2);
  return items.slice(first, end).map((item, offset) => ({ ...item, place: first + offset }));
}

/** The items of a timed list whose span meets `from`..`to` (performances: each character's tile the timeline). */
const overlapping = <T extends { start: number; end: number }>(items: readonly T[], from: number, to: number) =>
  items.filter((item) => item.start <= to && item.end >= from);

/**
 * What of the timeline decides frames anywhere in the scene: everything but its timed lists (keyed
 * per chunk), its audio (mixed whole for every render) and its names and length (not drawn). A
 * field added to the timeline later is in here until someone decides it is timed.
 */
function sceneWide(timeline: SceneTimeline, look: ChunkLook) {
  const { sceneId: _id, sceneName: _name, durationSeconds: _duration, frameCount: _frames, shots: _shots, talking: _talking, audio: _audio, subtitles: _subtitles, performances: _performances, ...drawn } = timeline;
  const content = (url: string | null) => (url === null ? null : look.contentOf(url));
  return {
    ...drawn,
    set: { ...drawn.set, content: content(drawn.set.modelUrl) },
    blocking: drawn.blocking.map((mark) => ({ ...mark, content: content(mark.modelUrl) })),
    look: { resolution: look.resolution, burnSubtitles: look.burnSubtitles, rendererVersion: look.rendererVersion },
  };
}

/** What of the timeline's timed lists can show from `from` to `to` seconds. */
function timedBetween(timeline: SceneTimeline, look: ChunkLook, from: number, to: number) {
  const [start, end] = [from - KEY_MARGIN_SECONDS, to + KEY_MARGIN_SECONDS];
  return {
    // The camera at a time is the shot's there, with no blend across a cut: no margin. A shot's
    // place in the list is left out: a cut added earlier in the scene renumbers the rest, not their pictures.
    shots: overlapping(timeline.shots, from, to).map(({ index: _index, ...shot }) => shot),
    talking: around(timeline.talking, start, end),
    // The mouth follows the voice's cues, or its loudness without them: the audio's content counts.
    voices: overlapping(timeline.audio.voices, start, end).map((voice) => ({ ...voice, content: look.contentOf(voice.url) })),
    performances: overlapping(timeline.performances, start, end),
    subtitles: look.burnSubtitles ? overlapping(timeline.subtitles, start, end) : [],
  };
}

/**
 * Each chunk with the key of everything that decides its frames: what the whole scene shares
 * (set, blocking, light, weather, models' content, size, renderer) and the part of its timed
 * lists that can show in it (shots with their camera poses, who talks, voices and mouth cues,
 * performances, burned subtitles). A change elsewhere in the scene leaves the key as it was.
 */
export function keyChunks(timeline: SceneTimeline, chunks: readonly FrameChunk[], look: ChunkLook): KeyedChunk[] {
  const shared = sceneWide(timeline, look);
  return chunks.map((chunk) => {
    const from = chunk.startFrame / timeline.fps;
    const to = (chunk.endFrame - 1) / timeline.fps;
    return { ...chunk, key: digest([KEY_FORMAT, 'chunk', chunk.startFrame, chunk.endFrame, shared, timedBetween(timeline, look, from, to)]) };
  });
}

/** The key of the poster (the frame at `seconds`) and the player's notes drawn with it. */
export function posterKey(timeline: SceneTimeline, look: ChunkLook, seconds: number): string {
  return digest([KEY_FORMAT, 'poster', seconds, sceneWide(timeline, look), timedBetween(timeline, look, seconds, seconds)]);
}
