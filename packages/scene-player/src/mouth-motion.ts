/**
 * How far each speaker's mouth is open, from the loudness of their own voice clip: open on loud
 * syllables, nearly shut on soft ones, shut in pauses and whenever the clip is not playing. It
 * works for any voice, offline or cloud, since it reads only the audio. A pure function of the
 * time once the clips are measured, so frames can be drawn in any order.
 */
import type { SceneTimeline } from '@studio/contracts/timeline';

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

/** The openness of `characterId`'s mouth at `seconds`: from the clip of theirs playing then, else 0. */
export function mouthOpenAt(tracks: readonly MouthTrack[], characterId: number, seconds: number): number {
  const track = tracks.find((candidate) => candidate.characterId === characterId && seconds >= candidate.start && seconds < candidate.end);
  if (!track) return 0;
  const position = (seconds - track.start) / MOUTH_STEP_SECONDS;
  const index = Math.floor(position);
  if (index >= track.openings.length) return 0;
  // Linear between steps, so frame rates that are not a multiple of the step stay smooth.
  const next = index + 1 < track.openings.length ? track.openings[index + 1] : 0;
  return track.openings[index] + (next - track.openings[index]) * (position - index);
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
        return { lineId: voice.lineId, characterId: voice.characterId, start: voice.start, end: voice.end, openings: mouthOpenings(samples, sampleRate) };
      } catch (error) {
        notes.push(`The audio of voice line ${voice.lineId} could not be read (${error instanceof Error ? error.message : String(error)}): the mouth stays shut.`);
        return null;
      }
    }),
  );
  return { tracks: tracks.filter((track): track is MouthTrack => track !== null), notes };
}
