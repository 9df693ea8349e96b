import type { MusicStyle } from '@studio/contracts/music';
import type { ComposeMusicInput, ProgressCallback } from '../engine.types';
import { hashString, seededRandom } from '../seeded-random';
import type { Arrangement, Section } from './arrangement';
import { type Mode, NOTE_NAMES, parseProgression } from './harmony';
import { shapeForMood } from './mood';
import { STYLE_DEFINITIONS } from './music-styles';
import { applyReverb, createMix, finishMix } from './synth';

export const MUSIC_SAMPLE_RATE = 44100;
export const MIN_TRACK_SECONDS = 30;
export const MAX_TRACK_SECONDS = 90;
const INTRO_BARS = 2;
const SECTION_BARS = 8;
const FADE_SECONDS = 2;
/** -1 dBFS: loud, with headroom for lossy encoding. */
const TARGET_PEAK = 0.89;

export interface RenderedTrack {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
  tempoBpm: number;
  /** e.g. 'A minor'. */
  key: string;
  durationSeconds: number;
}

/**
 * Choices that win over what the style, mood and seed would pick, e.g. a plan written by a
 * language model. Every field is optional; without any the track is the same as before.
 */
export interface CompositionOverrides {
  tempoBpm?: number;
  /** Pitch class of the key's root, 0 = C .. 11 = B. */
  keyPitchClass?: number;
  mode?: Mode;
  /** Roman-numeral progressions for sections A and B, e.g. ['I V vi IV', 'vi IV I V'] (see CHORD_SYMBOLS). */
  progressions?: readonly [string, string];
  /** The style whose parts (instruments, drum patterns, chord rhythm) play the track. */
  ensemble?: MusicStyle;
  /** Delay of off-beat eighths as a share of a beat: 0 straight, 1/6 swung. */
  swing?: number;
  /** Density and loudness of rhythm parts, around 1. */
  energy?: number;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Composes and renders a track: picks tempo, key and progressions from the style, the mood and
 * the seed, writes each bar with the style's parts, then adds reverb and normalizes. Yields to
 * the event loop between bars and reports progress as bars are rendered.
 */
export async function renderTrack(
  input: ComposeMusicInput,
  onProgress?: ProgressCallback,
  overrides: CompositionOverrides = {},
): Promise<RenderedTrack> {
  const style = STYLE_DEFINITIONS[overrides.ensemble ?? input.style];
  const durationSeconds = Math.min(MAX_TRACK_SECONDS, Math.max(MIN_TRACK_SECONDS, input.durationSeconds));
  const mood = shapeForMood(input.mood);
  const random = seededRandom(input.seed ^ hashString(input.style) ^ hashString((input.mood ?? '').trim().toLowerCase()));
  const mode = overrides.mode ?? mood.mode ?? style.mode;
  const [slowest, fastest] = style.tempo;
  // The random draws happen with or without overrides, so the rest of the track stays reproducible.
  const pickedTempo = Math.round(Math.min(fastest * 1.1, Math.max(slowest * 0.9, random.range(slowest, fastest) * mood.tempoScale)));
  const tempoBpm = overrides.tempoBpm === undefined ? pickedTempo : Math.round(Math.min(220, Math.max(40, overrides.tempoBpm)));
  const pickedKeyRoot = 45 + random.int(0, 11);
  // Keep the key root between A2 and G#3, as the styles' voicings expect.
  const keyRoot = overrides.keyPitchClass === undefined ? pickedKeyRoot : 45 + ((((overrides.keyPitchClass - 9) % 12) + 12) % 12);
  const beatSeconds = 60 / tempoBpm;
  const barSeconds = beatSeconds * 4;
  // Whole bars only; the last (outro) bar rings on into the fade at the end.
  const bars = Math.max(INTRO_BARS + 2, Math.floor(durationSeconds / barSeconds));
  const sections: Section[] = Array.from({ length: bars }, (_, bar): Section => {
    if (bar === bars - 1) return 'outro';
    if (bar < INTRO_BARS) return 'intro';
    return Math.floor((bar - INTRO_BARS) / SECTION_BARS) % 2 === 0 ? 'A' : 'B';
  });
  const progressions = overrides.progressions ?? style.progressions[mode];
  const drawnFirst = random.int(0, progressions.length - 1);
  // A plan's first progression is its section A.
  const first = overrides.progressions ? 0 : drawnFirst;
  const progressionA = parseProgression(progressions[first], keyRoot);
  // Section B moves to the style's next progression, so the track has a contrasting part.
  const progressionB = parseProgression(progressions[(first + 1) % progressions.length], keyRoot);
  const chords = sections.map((section, bar) => {
    if (section === 'outro') return progressionA[0];
    const progression = section === 'B' ? progressionB : progressionA;
    return progression[Math.floor(bar / style.chordBars) % progression.length];
  });
  const mix = createMix(MUSIC_SAMPLE_RATE, durationSeconds, random.int(1, 2 ** 31 - 1));
  const arrangement: Arrangement = {
    mix,
    random,
    tempoBpm,
    beatSeconds,
    barSeconds,
    bars,
    keyRoot,
    mode,
    chords,
    sections,
    introBars: INTRO_BARS,
    energy: overrides.energy ?? mood.energy,
    brightness: mood.brightness,
    swing: overrides.swing ?? style.swing,
  };
  const writeBar = style.write(arrangement);
  onProgress?.(0);
  for (let bar = 0; bar < bars; bar += 1) {
    writeBar(bar);
    onProgress?.(((bar + 1) / bars) * 0.85);
    await nextTurn();
  }
  applyReverb(mix, style.reverb.roomSize, style.reverb.wet);
  onProgress?.(0.95);
  finishMix(mix, FADE_SECONDS, TARGET_PEAK);
  onProgress?.(1);
  return {
    sampleRate: MUSIC_SAMPLE_RATE,
    left: mix.left,
    right: mix.right,
    tempoBpm,
    key: `${NOTE_NAMES[keyRoot % 12]} ${mode}`,
    durationSeconds,
  };
}
