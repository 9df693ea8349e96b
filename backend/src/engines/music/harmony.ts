/** Keys, scales and chord symbols for the composer. */

export const NOTE_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
} as const;
export type Mode = keyof typeof SCALES;

type Quality = 'maj' | 'min' | 'maj7' | 'min7' | 'dom7';
const QUALITY_INTERVALS: Record<Quality, readonly number[]> = {
  maj: [0, 4, 7],
  min: [0, 3, 7],
  maj7: [0, 4, 7, 11],
  min7: [0, 3, 7, 10],
  dom7: [0, 4, 7, 10],
};

/** Roman numeral -> [semitones above the key, quality]. */
const NUMERALS: Record<string, [number, Quality]> = {
  I: [0, 'maj'], Imaj7: [0, 'maj7'], i: [0, 'min'], i7: [0, 'min7'],
  ii: [2, 'min'], ii7: [2, 'min7'],
  bIII: [3, 'maj'], iii: [4, 'min'],
  IV: [5, 'maj'], IVmaj7: [5, 'maj7'], iv: [5, 'min'], iv7: [5, 'min7'],
  V: [7, 'maj'], V7: [7, 'dom7'], v: [7, 'min'],
  bVI: [8, 'maj'], vi: [9, 'min'], vi7: [9, 'min7'], VI7: [9, 'dom7'],
  bVII: [10, 'maj'],
};

/** The chord symbols parseProgression understands. */
export const CHORD_SYMBOLS: readonly string[] = Object.keys(NUMERALS);

export interface Chord {
  /** MIDI note of the chord root in the octave starting at the key's root. */
  root: number;
  /** Intervals above the root. */
  intervals: readonly number[];
}

/** Parses 'I V vi IV' into chords on the given key root (MIDI). */
export function parseProgression(symbols: string, keyRoot: number): Chord[] {
  return symbols.split(' ').map((symbol) => {
    const numeral = NUMERALS[symbol];
    if (!numeral) throw new Error(`Unknown chord symbol ${symbol}`);
    return { root: keyRoot + numeral[0], intervals: QUALITY_INTERVALS[numeral[1]] };
  });
}

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** The MIDI notes of a chord voiced near `centre`, closest inversion first. */
export function voiceChord(chord: Chord, centre: number): number[] {
  return chord.intervals.map((interval) => {
    let note = chord.root + interval;
    while (note < centre - 6) note += 12;
    while (note > centre + 6) note -= 12;
    return note;
  }).sort((left, right) => left - right);
}

/** Nearest note of the scale (in any octave) to `midi`, searching downwards first. */
export function snapToScale(midi: number, keyRoot: number, mode: Mode): number {
  for (let offset = 0; offset < 12; offset += 1) {
    for (const candidate of [midi - offset, midi + offset]) {
      const degree = (((candidate - keyRoot) % 12) + 12) % 12;
      if ((SCALES[mode] as readonly number[]).includes(degree)) return candidate;
    }
  }
  return midi;
}

/** Moves `steps` scale degrees from a note that is in the scale. */
export function stepInScale(midi: number, steps: number, keyRoot: number, mode: Mode): number {
  let note = snapToScale(midi, keyRoot, mode);
  const direction = Math.sign(steps);
  for (let moved = 0; moved < Math.abs(steps); moved += 1) {
    note += direction;
    note = direction > 0 ? snapUp(note, keyRoot, mode) : snapToScale(note, keyRoot, mode);
  }
  return note;
}

function snapUp(midi: number, keyRoot: number, mode: Mode): number {
  for (let candidate = midi; candidate < midi + 12; candidate += 1) {
    const degree = (((candidate - keyRoot) % 12) + 12) % 12;
    if ((SCALES[mode] as readonly number[]).includes(degree)) return candidate;
  }
  return midi;
}
