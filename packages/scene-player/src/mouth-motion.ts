/**
 * Each speaker's mouth, from their own voice clip: its phonemes' shapes (lips pressed, rounded,
 * spread, jaw dropped) when the line has them, at the strength of the audio's loudness, which
 * also shuts the mouth in pauses; loudness alone for audio without phonemes (cloud voices).
 * Shut whenever the speaker's clip is not playing. A pure function of the time once the clips are
 * measured, so frames can be drawn in any order.
 */
import type { MouthCue, MouthShape, SceneTimeline } from '@studio/contracts/timeline';

/** One opening value per this many seconds of a clip. */
export const MOUTH_STEP_SECONDS = 0.01;
/** Loudness is measured over this window around each step: about one phoneme. */
const WINDOW_SECONDS = 0.03;
/** Below this fraction of the clip's speaking loudness the mouth is shut (breaths, noise, pauses). */
const SILENCE_FRACTION = 0.15;
/** Loudness rises faster than it is heard to; a power below 1 opens the mouth on soft syllables too. */
const LOUDNESS_CURVE = 0.6;

export interface MouthTrack {
  lineId: number;
  characterId: number;
  /** The clip's time span on the timeline. */
  start: number;
  end: number;
  /** Openness from 0 (shut) to 1 (wide), one per MOUTH_STEP_SECONDS from the clip's start. */
  openings: Float32Array;
  /** The line's mouth shapes from its phonemes (seconds from the clip's start); empty for audio without them. */
  cues: readonly MouthCue[];
}

/** How far the jaw drops (0..1 of wide open) and how wide the lips are (1 = at rest) in each shape. */
export interface MouthPose {
  open: number;
  width: number;
}

export const SHUT: MouthPose = { open: 0, width: 1 };

const SHAPE_POSES: Record<MouthShape, MouthPose> = {
  rest: SHUT,
  closed: SHUT,
  open: { open: 1, width: 1.05 },
  mid: { open: 0.6, width: 1 },
  wide: { open: 0.35, width: 1.2 },
  round: { open: 0.45, width: 0.72 },
  teeth: { open: 0.12, width: 1.05 },
};
/** A mouth moves from one shape to the next over this long (coarticulation), not in a jump. */
const SHAPE_BLEND_SECONDS = 0.06;
/** With a shape known, even a soft sound opens the mouth this fraction of the shape's opening. */
const SOFTEST_OPENING = 0.4;

const blend = (from: MouthPose, to: MouthPose, amount: number): MouthPose => ({
  open: from.open + (to.open - from.open) * amount,
  width: from.width + (to.width - from.width) * amount,
});

/** The shape pose `seconds` into a line: the cue sounding then, blended in from the one before. */
function shapeAt(cues: readonly MouthCue[], seconds: number): MouthPose {
  let index = -1;
  while (index + 1 < cues.length && cues[index + 1].start <= seconds) index += 1;
  if (index < 0) return SHUT;
  const current = SHAPE_POSES[cues[index].shape];
  const previous = index > 0 ? SHAPE_POSES[cues[index - 1].shape] : SHUT;
  return blend(previous, current, Math.min(1, (seconds - cues[index].start) / SHAPE_BLEND_SECONDS));
}

/**
 * Openness per MOUTH_STEP_SECONDS of mono `samples`: the RMS over WINDOW_SECONDS, relative to the
 * 90th percentile of the clip's voiced windows (so a quiet voice opens as wide as a loud one),
 * gated at SILENCE_FRACTION and eased by LOUDNESS_CURVE.
 */
export function mouthOpenings(samples: Float32Array, sampleRate: number): Float32Array {
  const step = Math.max(1, Math.round(MOUTH_STEP_SECONDS * sampleRate));
  const half = Math.max(1, Math.round((WINDOW_SECONDS * sampleRate) / 2));
  const count = Math.ceil(samples.length / step);
  const loudness = new Float32Array(count);
  for (let index = 0; index < count; index += 1) {
    const centre = index * step;
    const from = Math.max(0, centre - half);
    const to = Math.min(samples.length, centre + half);
    let sum = 0;
    for (let sample = from; sample < to; sample += 1) sum += samples[sample] * samples[sample];
    loudness[index] = to > from ? Math.sqrt(sum / (to - from)) : 0;
  }
  const voiced = [...loudness].filter((value) => value > 1e-4).sort((a, b) => a - b);
  const reference = voiced.length > 0 ? voiced[Math.floor(voiced.length * 0.9)] : 0;
  if (!(reference > 0)) return new Float32Array(count);
  return loudness.map((value) => {
    const relative = value / reference;
    if (relative < SILENCE_FRACTION) return 0;
    return Math.min(1, ((relative - SILENCE_FRACTION) / (1 - SILENCE_FRACTION)) ** LOUDNESS_CURVE);
  });
}

/** The loudness-driven openness `seconds` into a track: linear between steps, 0 past its end. */
function openingAt(track: MouthTrack, seconds: number): number {
  const position = seconds / MOUTH_STEP_SECONDS;
  const index = Math.floor(position);
  if (index >= track.openings.length) return 0;
  // Linear between steps, so frame rates that are not a multiple of the step stay smooth.
  const next = index + 1 < track.openings.length ? track.openings[index + 1] : 0;
  return track.openings[index] + (next - track.openings[index]) * (position - index);
}

/**
 * `characterId`'s mouth at `seconds`: shut unless a clip of theirs is playing. With the line's
 * phonemes, their shape says how the lips and jaw move and loudness how strongly (silence shuts
 * the mouth whatever the shape); without them loudness alone opens the jaw.
 */
export function mouthPoseAt(tracks: readonly MouthTrack[], characterId: number, seconds: number): MouthPose {
  const track = tracks.find((candidate) => candidate.characterId === characterId && seconds >= candidate.start && seconds < candidate.end);
  if (!track) return SHUT;
  const intoLine = seconds - track.start;
  const loudness = openingAt(track, intoLine);
  if (track.cues.length === 0) return { open: loudness, width: 1 };
  if (loudness === 0) return SHUT;
  const shape = shapeAt(track.cues, intoLine);
  return { open: shape.open * (SOFTEST_OPENING + (1 - SOFTEST_OPENING) * loudness), width: shape.width };
}

/** A voice clip's decoded mono samples. */
export type DecodedVoice = { samples: Float32Array; sampleRate: number };

/** Measures every voice clip of `timeline`; a clip that cannot be decoded keeps its speaker's mouth shut, with a note. */
export async function loadMouthTracks(
  timeline: SceneTimeline,
  decode: (url: string) => Promise<DecodedVoice>,
): Promise<{ tracks: MouthTrack[]; notes: string[] }> {
  const notes: string[] = [];
  const tracks = await Promise.all(
    timeline.audio.voices.map(async (voice): Promise<MouthTrack | null> => {
      try {
        const { samples, sampleRate } = await decode(voice.url);
        return { lineId: voice.lineId, characterId: voice.characterId, start: voice.start, end: voice.end, openings: mouthOpenings(samples, sampleRate), cues: voice.mouth };
      } catch (error) {
        notes.push(`The audio of voice line ${voice.lineId} could not be read (${error instanceof Error ? error.message : String(error)}): the mouth stays shut.`);
        return null;
      }
    }),
  );
  return { tracks: tracks.filter((track): track is MouthTrack => track !== null), notes };
}
