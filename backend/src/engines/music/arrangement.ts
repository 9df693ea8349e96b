import type { SeededRandom } from '../seeded-random';
import { addDrum, type DrumSound, type Mix } from './synth';
import { type Chord, type Mode, midiToHz, snapToScale, stepInScale, voiceChord } from './harmony';

/** Everything a style needs to write its parts, one bar at a time. */
export interface Arrangement {
  mix: Mix;
  random: SeededRandom;
  tempoBpm: number;
  beatSeconds: number;
  barSeconds: number;
  bars: number;
  /** MIDI note of the key's root, between A2 and G#3. */
  keyRoot: number;
  mode: Mode;
  /** Chord of each bar. */
  chords: Chord[];
  /** Section of each bar. */
  sections: Section[];
  /** Bars before the first A section; phrases repeat every 4 bars after it. */
  introBars: number;
  energy: number;
  brightness: number;
  /** Delay of off-beat eighths as a share of a beat: 0 straight, 1/6 for triplet swing. */
  swing: number;
}

export type Section = 'intro' | 'A' | 'B' | 'outro';

/** Time in seconds of a position in a bar (beat may be fractional); off-beat eighths swing. */
export function timeAt(arrangement: Arrangement, bar: number, beat: number): number {
  const whole = Math.floor(beat);
  const fraction = beat - whole;
  const swung = Math.abs(fraction - 0.5) < 1e-6 ? 0.5 + arrangement.swing : fraction;
  return bar * arrangement.barSeconds + (whole + swung) * arrangement.beatSeconds;
}

/** Which bar of a 4-bar phrase a bar is. */
export function phraseBar(arrangement: Arrangement, bar: number): number {
  return (((bar - arrangement.introBars) % 4) + 4) % 4;
}

export function hz(midi: number): number {
  return midiToHz(midi);
}

export function chordNotes(arrangement: Arrangement, bar: number, centre: number): number[] {
  return voiceChord(arrangement.chords[bar], centre);
}

/** Bass root of a bar's chord in the octave below `ceiling`. */
export function bassRoot(arrangement: Arrangement, bar: number, ceiling: number): number {
  let root = arrangement.chords[bar].root;
  while (root > ceiling) root -= 12;
  while (root <= ceiling - 12) root += 12;
  return root;
}

export interface DrumVoice {
  sound: DrumSound;
  /** One character per step: 'x' hit, 'o' soft hit, anything else rest. 16 steps = sixteenths, 12 = triplets. */
  pattern: string;
  gain: number;
  pan?: number;
  reverb?: number;
  frequency?: number;
}

/** Plays one bar of step patterns; soft hits and energy scale the gain, with a little human variation. */
export function playDrums(arrangement: Arrangement, bar: number, voices: readonly DrumVoice[]): void {
  for (const voice of voices) {
    const steps = voice.pattern.length;
    for (let step = 0; step < steps; step += 1) {
      const mark = voice.pattern[step];
      if (mark !== 'x' && mark !== 'o') continue;
      const beat = (step * 4) / steps;
      const start = steps === 16 ? timeAt(arrangement, bar, beat) : bar * arrangement.barSeconds + beat * arrangement.beatSeconds;
      const velocity = (mark === 'x' ? 1 : 0.45) * (0.9 + arrangement.random.next() * 0.2);
      addDrum(arrangement.mix, start, voice.sound, {
        gain: voice.gain * velocity * Math.min(1.2, arrangement.energy),
        pan: voice.pan,
        reverb: voice.reverb,
        frequency: voice.frequency,
      });
    }
  }
}

export interface MelodyNote {
  /** Beat within the phrase (bar * 4 + beat). */
  beat: number;
  beats: number;
  midi: number;
}

export interface MelodyOptions {
  bars: number;
  firstBar: number;
  low: number;
  high: number;
  /** Rhythm cells in beats, each summing to 1 or 2 beats; 0 marks a rest of that cell's first value. */
  cells: readonly (readonly number[])[];
  restChance: number;
}

/**
 * A phrase that sits on chord tones on strong beats and moves by step in between, ending on
 * the chord root: simple, singable, and different for every seed.
 */
export function writeMelody(arrangement: Arrangement, options: MelodyOptions): MelodyNote[] {
  const { random, keyRoot, mode } = arrangement;
  const notes: MelodyNote[] = [];
  let current = snapToScale(Math.round((options.low + options.high) / 2), keyRoot, mode);
  const totalBeats = options.bars * 4;
  let beat = 0;
  while (beat < totalBeats) {
    const cell = random.pick(options.cells);
    for (const length of cell) {
      if (beat >= totalBeats) break;
      const bar = options.firstBar + Math.floor(beat / 4);
      const strong = beat % 1 === 0 && (beat % 4 === 0 || beat % 4 === 2);
      if (random.chance(options.restChance) && beat % 4 !== 0) {
        beat += length;
        continue;
      }
      if (strong) {
        const tones = chordNotes(arrangement, Math.min(bar, arrangement.bars - 1), current);
        const candidates = tones.flatMap((tone) => [tone - 12, tone, tone + 12]).sort(
          (left, right) => Math.abs(left - current) - Math.abs(right - current),
        );
        // Mostly the nearest chord tone, sometimes a leap to the next one.
        current = candidates[random.chance(0.25) ? 1 : 0];
      } else {
        current = stepInScale(current, random.pick([-2, -1, -1, 1, 1, 2]), keyRoot, mode);
      }
      while (current > options.high) current -= 12;
      while (current < options.low) current += 12;
      notes.push({ beat, beats: length, midi: current });
      beat += length;
    }
  }
  const last = notes.at(-1);
  if (last) {
    const finalBar = Math.min(options.firstBar + Math.floor(last.beat / 4), arrangement.bars - 1);
    let root = arrangement.chords[finalBar].root;
    while (root < options.low) root += 12;
    while (root > options.high) root -= 12;
    last.midi = root;
  }
  return notes;
}

/** Notes of a written phrase that start in a given bar of that phrase. */
export function notesInBar(phrase: readonly MelodyNote[], barOfPhrase: number): MelodyNote[] {
  return phrase.filter((note) => note.beat >= barOfPhrase * 4 && note.beat < (barOfPhrase + 1) * 4);
}
