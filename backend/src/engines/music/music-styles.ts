import type { MusicStyle } from '@studio/contracts/music';
import {
  type Arrangement,
  bassRoot,
  chordNotes,
  type DrumVoice,
  hz,
  type MelodyNote,
  type MelodyOptions,
  notesInBar,
  phraseBar,
  playDrums,
  timeAt,
  writeMelody,
} from './arrangement';
import type { Mode } from './harmony';
import { addDrum, addStruck, addTone, type ToneOptions } from './synth';

/** Writes and renders one bar of a style; set up once per track. */
export type BarWriter = (bar: number) => void;

export interface StyleDefinition {
  tempo: readonly [number, number];
  mode: Mode;
  progressions: Record<Mode, readonly string[]>;
  /** Bars each chord lasts. */
  chordBars: number;
  swing: number;
  reverb: { roomSize: number; wet: number };
  write(arrangement: Arrangement): BarWriter;
}

const PIANO = { partials: [1, 0.45, 0.3, 0.18, 0.08], decay: 1.6, releaseAfterDuration: 0.12 } as const;

/** Plays a written phrase's notes for one bar with a given voice. */
function playPhraseBar(
  arrangement: Arrangement,
  phrase: readonly MelodyNote[],
  barOfPhrase: number,
  bar: number,
  play: (start: number, seconds: number, midi: number) => void,
): void {
  for (const note of notesInBar(phrase, barOfPhrase)) {
    const beatInBar = note.beat - barOfPhrase * 4;
    play(timeAt(arrangement, bar, beatInBar), note.beats * arrangement.beatSeconds * 0.92, note.midi);
  }
}

/** Phrase for section A and for section B, written once so sections repeat like a song's. */
function phrasesFor(arrangement: Arrangement, options: Omit<MelodyOptions, 'firstBar' | 'bars'>): Record<'A' | 'B', MelodyNote[]> {
  const firstBar = (section: 'A' | 'B') => Math.max(0, arrangement.sections.indexOf(section));
  return {
    A: writeMelody(arrangement, { ...options, bars: 4, firstBar: firstBar('A') }),
    B: writeMelody(arrangement, { ...options, bars: 4, firstBar: firstBar('B') }),
  };
}

/** The drum kit of each style that plays one, a line a style: 16 steps a bar (12 for jazz's swung triplets), x a hit and o a soft one. */
const DRUM_KITS: Record<'rock' | 'synthwave' | 'cinematic' | 'electronic' | 'jazz', readonly DrumVoice[]> = {
  rock: [{ sound: 'kick', pattern: 'x.....x.x.......', gain: 0.9 }, { sound: 'snare', pattern: '....x.......x...', gain: 0.75, reverb: 0.7 }, { sound: 'hat', pattern: 'x.x.x.x.x.x.x.x.', gain: 0.35, pan: 0.3 }],
  synthwave: [{ sound: 'kick', pattern: 'x.......x.......', gain: 0.95 }, { sound: 'snare', pattern: '....x.......x...', gain: 0.7, reverb: 0.9 }, { sound: 'hat', pattern: 'oooooooooooooooo', gain: 0.3, pan: 0.35 }, { sound: 'openHat', pattern: '..x...x...x...x.', gain: 0.2, pan: -0.25 }],
  cinematic: [{ sound: 'tom', pattern: 'x.....x...x.....', gain: 0.9, frequency: 62, reverb: 0.5 }, { sound: 'tom', pattern: '..........o.x.o.', gain: 0.5, frequency: 110, pan: 0.3, reverb: 0.5 }],
  electronic: [{ sound: 'kick', pattern: 'x...x...x...x...', gain: 1 }, { sound: 'clap', pattern: '....x.......x...', gain: 0.55, reverb: 0.4 }, { sound: 'hat', pattern: 'o.o.o.o.o.o.o.o.', gain: 0.3, pan: 0.3 }, { sound: 'openHat', pattern: '..x...x...x...x.', gain: 0.3, pan: -0.2 }],
  jazz: [{ sound: 'ride', pattern: 'x..x.xx..x.x', gain: 0.35, pan: 0.35, reverb: 0.2 }, { sound: 'hat', pattern: '...x.....x..', gain: 0.3, pan: -0.3 }, { sound: 'brush', pattern: '..o..o..o..o', gain: 0.5, pan: -0.1 }],
};

/** A synth note or chord (one envelope and filter for all its notes); the mood's brightness scales the filter. */
function tone(arrangement: Arrangement, start: number, seconds: number, midi: number | readonly number[], options: ToneOptions): void {
  const cutoffHz = options.cutoffHz === undefined ? undefined : options.cutoffHz * arrangement.brightness;
  addTone(arrangement.mix, start, seconds, typeof midi === 'number' ? hz(midi) : midi.map(hz), { ...options, cutoffHz });
}

function writeRock(arrangement: Arrangement): BarWriter {
  const phrases = phrasesFor(arrangement, { low: arrangement.keyRoot + 12, high: arrangement.keyRoot + 26, cells: [[1], [0.5, 0.5], [1.5, 0.5], [2]], restChance: 0.2 });
  return (bar) => {
    const section = arrangement.sections[bar];
    const beat = arrangement.beatSeconds;
    const root = bassRoot(arrangement, bar, arrangement.keyRoot);
    const eighths = section === 'outro' ? [0] : [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5];
    for (const position of eighths) {
      const seconds = section === 'outro' ? arrangement.barSeconds : beat * 0.45;
      // Power chord, double-tracked left and right.
      for (const [pan, detune] of [[-0.6, 0], [0.6, 7]] as const) {
        tone(arrangement, timeAt(arrangement, bar, position), seconds, [root + 12, root + 19, root + 24], {
          wave: 'saw', unison: 2, detuneCents: 8 + detune, gain: 0.16, pan, drive: 5, cutoffHz: 2600, attack: 0.004, decay: 0.2, sustain: 0.7, release: 0.04, reverb: 0.15,
        });
      }
      tone(arrangement, timeAt(arrangement, bar, position), seconds, root - 12, {
        wave: 'saw', gain: 0.3, cutoffHz: 600, filterEnvelopeHz: 900, attack: 0.004, decay: 0.12, sustain: 0.6, release: 0.04,
      });
    }
    if (section === 'intro') {
      playDrums(arrangement, bar, [DRUM_KITS.rock[2]]);
      return;
    }
    if (section === 'outro') {
      addDrum(arrangement.mix, bar * arrangement.barSeconds, 'crash', { gain: 0.5, reverb: 0.4 });
      addDrum(arrangement.mix, bar * arrangement.barSeconds, 'kick', { gain: 0.9 });
      return;
    }
    if (arrangement.sections[bar - 1] !== section) addDrum(arrangement.mix, bar * arrangement.barSeconds, 'crash', { gain: 0.45, reverb: 0.4, pan: -0.2 });
    playDrums(arrangement, bar, DRUM_KITS.rock);
    playPhraseBar(arrangement, phrases[section], phraseBar(arrangement, bar), bar, (start, seconds, midi) =>
      tone(arrangement, start, seconds, midi, { wave: 'square', gain: 0.12, cutoffHz: 3000, vibratoHz: 5.5, vibratoDepth: 0.2, attack: 0.01, decay: 0.3, sustain: 0.7, release: 0.1, reverb: 0.4, pan: 0.1 }),
    );
  };
}

function writeSynthwave(arrangement: Arrangement): BarWriter {
  const phrases = phrasesFor(arrangement, { low: arrangement.keyRoot + 12, high: arrangement.keyRoot + 24, cells: [[2], [1, 1], [1.5, 0.5], [0.5, 0.5, 1]], restChance: 0.25 });
  return (bar) => {
    const section = arrangement.sections[bar];
    const sixteenth = arrangement.beatSeconds / 4;
    const root = bassRoot(arrangement, bar, arrangement.keyRoot - 3);
    tone(arrangement, bar * arrangement.barSeconds, arrangement.barSeconds, chordNotes(arrangement, bar, arrangement.keyRoot + 7), {
      wave: 'saw', unison: 3, detuneCents: 14, gain: 0.14, attack: 0.5, decay: 1, sustain: 0.8, release: 0.6, cutoffHz: 1500, reverb: 0.6,
    });
    if (section === 'outro') return;
    for (let step = 0; step < 16; step += 1) {
      tone(arrangement, bar * arrangement.barSeconds + step * sixteenth, sixteenth * 0.8, root + (step % 2 === 1 ? 12 : 0), {
        wave: 'saw', gain: 0.22, cutoffHz: 350, filterEnvelopeHz: 1600, attack: 0.003, decay: 0.09, sustain: 0.4, release: 0.03,
      });
    }
    const arpeggio = chordNotes(arrangement, bar, arrangement.keyRoot + 19);
    const arpOrder = [0, 1, 2, 1];
    for (let step = 0; step < 16; step += 1) {
      tone(arrangement, bar * arrangement.barSeconds + step * sixteenth, sixteenth * 0.9, arpeggio[arpOrder[step % 4] % arpeggio.length] + (step >= 8 ? 12 : 0), {
        wave: 'pulse', gain: 0.06, cutoffHz: 900, filterEnvelopeHz: 3500, attack: 0.002, decay: 0.1, sustain: 0.15, release: 0.08, pan: step % 2 ? 0.5 : -0.5, reverb: 0.5,
      });
    }
    if (section === 'intro') return;
    playDrums(arrangement, bar, DRUM_KITS.synthwave);
    if (section === 'B') {
      playPhraseBar(arrangement, phrases.B, phraseBar(arrangement, bar), bar, (start, seconds, midi) =>
        tone(arrangement, start, seconds, midi, { wave: 'saw', unison: 2, detuneCents: 6, gain: 0.1, cutoffHz: 2400, vibratoHz: 5, vibratoDepth: 0.15, attack: 0.02, decay: 0.4, sustain: 0.8, release: 0.25, reverb: 0.6 }),
      );
    }
  };
}

function writeAmbient(arrangement: Arrangement): BarWriter {
  const { random } = arrangement;
  return (bar) => {
    const chordStart = bar % 2 === 0 || arrangement.sections[bar] === 'outro';
    const seconds = arrangement.sections[bar] === 'outro' ? arrangement.barSeconds : arrangement.barSeconds * 2;
    if (chordStart) {
      tone(arrangement, bar * arrangement.barSeconds, seconds, chordNotes(arrangement, bar, arrangement.keyRoot + 10), {
        wave: 'triangle', unison: 2, detuneCents: 9, gain: 0.24, attack: 2.5, decay: 2, sustain: 0.8, release: 3, cutoffHz: 1100, reverb: 0.9, pan: random.range(-0.4, 0.4),
      });
      tone(arrangement, bar * arrangement.barSeconds, seconds, bassRoot(arrangement, bar, arrangement.keyRoot - 6), {
        wave: 'sine', gain: 0.3, attack: 1.5, decay: 1, sustain: 0.9, release: 2,
      });
    }
    if (arrangement.sections[bar] === 'outro') return;
    // Sparse bells, denser with more energy.
    const bells = random.int(1, Math.max(1, Math.round(3 * arrangement.energy)));
    for (let index = 0; index < bells; index += 1) {
      const tones = chordNotes(arrangement, bar, arrangement.keyRoot + 27);
      addStruck(arrangement.mix, timeAt(arrangement, bar, random.int(0, 7) / 2), 1, hz(random.pick(tones)), {
        gain: 0.09, partials: [1, 0.4, 0.2], ratios: [1, 2.76, 5.4], decay: 3.5, pan: random.range(-0.7, 0.7), reverb: 1,
      });
    }
  };
}

function writeCinematic(arrangement: Arrangement): BarWriter {
  return (bar) => {
    const section = arrangement.sections[bar];
    const eighth = arrangement.beatSeconds / 2;
    const root = bassRoot(arrangement, bar, arrangement.keyRoot);
    if (bar % 2 === 0 || section === 'outro') {
      const seconds = section === 'outro' ? arrangement.barSeconds : arrangement.barSeconds * 2;
      tone(arrangement, bar * arrangement.barSeconds, seconds, chordNotes(arrangement, bar, arrangement.keyRoot + 12), {
        wave: 'saw', unison: 3, detuneCents: 10, gain: 0.13, attack: 0.9, decay: 1, sustain: 0.85, release: 0.8, cutoffHz: 2200, vibratoHz: 5, vibratoDepth: 0.08, reverb: 0.8, pan: -0.2,
      });
      // Low brass on root and fifth.
      tone(arrangement, bar * arrangement.barSeconds, seconds * 0.9, [root - 12, root - 5], {
        wave: 'saw', unison: 2, detuneCents: 5, gain: 0.2, attack: 0.2, decay: 0.8, sustain: 0.7, release: 0.6, cutoffHz: 500, filterEnvelopeHz: 700, reverb: 0.5, pan: 0.25,
      });
      addDrum(arrangement.mix, bar * arrangement.barSeconds, 'timpani', { gain: 0.8, frequency: hz(root - 12), reverb: 0.6 });
    }
    if (section === 'outro') return;
    for (let step = 0; step < 8; step += 1) {
      tone(arrangement, bar * arrangement.barSeconds + step * eighth, eighth * 0.5, root + (step % 4 === 3 ? 7 : 0) + (step % 2 ? 12 : 0), {
        wave: 'saw', unison: 2, detuneCents: 6, gain: 0.09 * arrangement.energy, attack: 0.01, decay: 0.1, sustain: 0.5, release: 0.08, cutoffHz: 1800, reverb: 0.4, pan: 0.4,
      });
    }
    if (section !== 'intro') playDrums(arrangement, bar, DRUM_KITS.cinematic);
  };
}

function writeOrchestral(arrangement: Arrangement): BarWriter {
  const phrases = phrasesFor(arrangement, { low: arrangement.keyRoot + 19, high: arrangement.keyRoot + 31, cells: [[1], [0.5, 0.5], [1.5, 0.5], [2], [1, 0.5, 0.5]], restChance: 0.1 });
  return (bar) => {
    const section = arrangement.sections[bar];
    tone(arrangement, bar * arrangement.barSeconds, arrangement.barSeconds * 0.98, chordNotes(arrangement, bar, arrangement.keyRoot + 12), {
      wave: 'saw', unison: 3, detuneCents: 8, gain: 0.12, attack: 0.3, decay: 0.6, sustain: 0.85, release: 0.5, cutoffHz: 2600, vibratoHz: 5.5, vibratoDepth: 0.1, reverb: 0.7, pan: -0.3,
    });
    const root = bassRoot(arrangement, bar, arrangement.keyRoot);
    const beats = section === 'outro' ? [0] : [0, 1, 2, 3];
    for (const beat of beats) {
      addStruck(arrangement.mix, timeAt(arrangement, bar, beat), 0.3, hz(root - 12 + (beat % 2 ? 7 : 0)), {
        gain: 0.35, partials: [1, 0.5, 0.25], decay: 0.45, reverb: 0.5, pan: 0.35,
      });
    }
    if (section === 'outro' || bar === 0 || arrangement.sections[bar - 1] !== section) {
      addDrum(arrangement.mix, bar * arrangement.barSeconds, 'timpani', { gain: 0.7, frequency: hz(root - 12), reverb: 0.6 });
    }
    if (section === 'A' || section === 'B') {
      playPhraseBar(arrangement, phrases[section], phraseBar(arrangement, bar), bar, (start, seconds, midi) =>
        tone(arrangement, start, seconds, midi, { wave: 'triangle', gain: 0.2, vibratoHz: 5.5, vibratoDepth: 0.15, attack: 0.06, decay: 0.3, sustain: 0.8, release: 0.15, reverb: 0.6, pan: 0.15 }),
      );
    }
    if (section === 'B') {
      tone(arrangement, bar * arrangement.barSeconds, arrangement.barSeconds * 0.9, root + 7, {
        wave: 'saw', gain: 0.1, attack: 0.15, decay: 0.5, sustain: 0.8, release: 0.3, cutoffHz: 900, reverb: 0.6, pan: -0.5,
      });
    }
  };
}

function writeElectronic(arrangement: Arrangement): BarWriter {
  const { random } = arrangement;
  const arpSteps = Array.from({ length: 16 }, () => random.int(0, 5));
  return (bar) => {
    const section = arrangement.sections[bar];
    const beat = arrangement.beatSeconds;
    const sixteenth = beat / 4;
    const root = bassRoot(arrangement, bar, arrangement.keyRoot - 3);
    tone(arrangement, bar * arrangement.barSeconds, arrangement.barSeconds, chordNotes(arrangement, bar, arrangement.keyRoot + 10), {
      wave: 'saw', unison: 3, detuneCents: 15, gain: 0.12, attack: 0.05, decay: 0.5, sustain: 0.8, release: 0.2, cutoffHz: 2000, reverb: 0.5, pumpBeatSeconds: beat,
    });
    if (section === 'outro') return;
    const breakdown = section === 'B' && bar % 4 < 2;
    playDrums(arrangement, bar, section === 'intro' ? [DRUM_KITS.electronic[0], DRUM_KITS.electronic[2]] : breakdown ? DRUM_KITS.electronic.slice(1) : DRUM_KITS.electronic);
    for (const position of [0.5, 1.5, 2.5, 3.5]) {
      tone(arrangement, timeAt(arrangement, bar, position), beat * 0.45, root, {
        wave: 'saw', gain: 0.32, cutoffHz: 450, filterEnvelopeHz: 1400, attack: 0.003, decay: 0.12, sustain: 0.5, release: 0.03,
      });
    }
    if (section === 'intro') return;
    const tones = chordNotes(arrangement, bar, arrangement.keyRoot + 19);
    const ladder = tones.concat(tones.map((midi) => midi + 12));
    for (let step = 0; step < 16; step += 1) {
      if (step % 3 === 2) continue;
      tone(arrangement, bar * arrangement.barSeconds + step * sixteenth, sixteenth * 0.8, ladder[arpSteps[step] % ladder.length], {
        wave: 'square', gain: 0.07, cutoffHz: 700, filterEnvelopeHz: 4500, attack: 0.002, decay: 0.07, sustain: 0.1, release: 0.05, pan: step % 2 ? 0.4 : -0.4, reverb: 0.4,
      });
    }
  };
}

function writeJazz(arrangement: Arrangement): BarWriter {
  const { random } = arrangement;
  const phrases = phrasesFor(arrangement, { low: arrangement.keyRoot + 7, high: arrangement.keyRoot + 24, cells: [[0.5, 0.5], [0.5, 0.5, 0.5, 0.5], [1, 0.5, 0.5], [1.5, 0.5], [1]], restChance: 0.3 });
  const comping = [[0, 1.5], [0.5, 2.5], [1.5, 3], [0, 2.5, 3.5]];
  return (bar) => {
    const section = arrangement.sections[bar];
    const chord = arrangement.chords[bar];
    const bassOptions = { gain: 0.5, partials: [1, 0.6, 0.25, 0.1], decay: 0.7, releaseAfterDuration: 0.06, pan: 0.1 } as const;
    let bassNote = bassRoot(arrangement, bar, arrangement.keyRoot - 5);
    const targetRoot = bassRoot(arrangement, Math.min(bar + 1, arrangement.bars - 1), arrangement.keyRoot - 5);
    const walkingBeats = section === 'outro' ? [0] : [0, 1, 2, 3];
    for (const beat of walkingBeats) {
      if (beat === 1 || beat === 2) bassNote = bassRoot(arrangement, bar, arrangement.keyRoot - 5) + chord.intervals[random.int(1, chord.intervals.length - 1)];
      if (beat === 3) bassNote = targetRoot + random.pick([-1, 1, 2]);
      addStruck(arrangement.mix, timeAt(arrangement, bar, beat), arrangement.beatSeconds * 0.9, hz(bassNote - 12), bassOptions);
    }
    // Rootless voicing: third, seventh and ninth.
    const voicing = [chord.intervals[1], chord.intervals[3] ?? chord.intervals[2], 14].map((interval) => {
      let midi = chord.root + interval;
      while (midi < arrangement.keyRoot + 8) midi += 12;
      while (midi > arrangement.keyRoot + 22) midi -= 12;
      return midi;
    });
    const hits = section === 'outro' ? [0] : random.pick(comping);
    for (const beat of hits) {
      for (const midi of voicing) {
        addStruck(arrangement.mix, timeAt(arrangement, bar, beat), arrangement.beatSeconds * 0.8, hz(midi), {
          gain: 0.12, partials: [1, 0.25, 0.1], decay: 1.4, releaseAfterDuration: 0.15, fmIndex: 1.2, reverb: 0.4, pan: -0.25,
        });
      }
    }
    if (section === 'outro') {
      addDrum(arrangement.mix, bar * arrangement.barSeconds, 'ride', { gain: 0.4, pan: 0.35 });
      return;
    }
    playDrums(arrangement, bar, DRUM_KITS.jazz);
    if (section === 'A' || section === 'B') {
      playPhraseBar(arrangement, phrases[section], phraseBar(arrangement, bar), bar, (start, seconds, midi) =>
        tone(arrangement, start, seconds, midi, { wave: 'saw', gain: 0.13, cutoffHz: 1500, filterEnvelopeHz: 900, vibratoHz: 5, vibratoDepth: 0.12, attack: 0.03, decay: 0.25, sustain: 0.7, release: 0.08, reverb: 0.35, pan: 0.2 }),
      );
    }
  };
}

function writeClassical(arrangement: Arrangement): BarWriter {
  const phrases = phrasesFor(arrangement, { low: arrangement.keyRoot + 19, high: arrangement.keyRoot + 33, cells: [[1], [0.5, 0.5], [1.5, 0.5], [2], [0.25, 0.25, 0.5]], restChance: 0.05 });
  return (bar) => {
    const section = arrangement.sections[bar];
    const [low, middle, high] = chordNotes(arrangement, bar, arrangement.keyRoot + 4);
    // Alberti bass: low, high, middle, high.
    const alberti = section === 'outro' ? [low] : [low, high, middle, high, low, high, middle, high];
    alberti.forEach((midi, index) => {
      addStruck(arrangement.mix, timeAt(arrangement, bar, index / 2), arrangement.beatSeconds * 0.5, hz(midi), { ...PIANO, gain: 0.16, pan: -0.2, reverb: 0.4 });
    });
    if (section === 'outro') {
      for (const midi of chordNotes(arrangement, bar, arrangement.keyRoot + 24)) {
        addStruck(arrangement.mix, bar * arrangement.barSeconds, arrangement.barSeconds, hz(midi), { ...PIANO, gain: 0.16, pan: 0.2, reverb: 0.5 });
      }
      return;
    }
    const phrase = section === 'B' ? phrases.B : phrases.A;
    playPhraseBar(arrangement, phrase, phraseBar(arrangement, bar), bar, (start, seconds, midi) =>
      addStruck(arrangement.mix, start, seconds, hz(midi), { ...PIANO, gain: 0.22, pan: 0.2, reverb: 0.45 }),
    );
    if (section === 'B') {
      tone(arrangement, bar * arrangement.barSeconds, arrangement.barSeconds * 0.95, bassRoot(arrangement, bar, arrangement.keyRoot - 6), {
        wave: 'saw', gain: 0.1, attack: 0.3, decay: 0.6, sustain: 0.8, release: 0.4, cutoffHz: 700, vibratoHz: 5, vibratoDepth: 0.08, reverb: 0.5, pan: -0.4,
      });
    }
  };
}

export const STYLE_DEFINITIONS: Record<MusicStyle, StyleDefinition> = {
  '80s-rock': { tempo: [120, 138], mode: 'major', progressions: { major: ['I V vi IV', 'I bVII IV I'], minor: ['i bVII bVI bVII', 'i bVI bIII bVII'] }, chordBars: 1, swing: 0, reverb: { roomSize: 0.6, wet: 0.35 }, write: writeRock },
  synthwave: { tempo: [92, 112], mode: 'minor', progressions: { minor: ['i bVI bIII bVII', 'i bVI iv bVII'], major: ['vi IV I V', 'I V vi IV'] }, chordBars: 1, swing: 0, reverb: { roomSize: 0.85, wet: 0.45 }, write: writeSynthwave },
  ambient: { tempo: [60, 72], mode: 'major', progressions: { major: ['Imaj7 IVmaj7', 'I vi7 IVmaj7 I'], minor: ['i7 bVI', 'i iv7 bVI bVII'] }, chordBars: 2, swing: 0, reverb: { roomSize: 0.95, wet: 0.6 }, write: writeAmbient },
  cinematic: { tempo: [76, 92], mode: 'minor', progressions: { minor: ['i bVI bIII bVII', 'i iv bVI V'], major: ['I V vi IV', 'vi IV I V'] }, chordBars: 2, swing: 0, reverb: { roomSize: 0.9, wet: 0.5 }, write: writeCinematic },
  orchestral: { tempo: [96, 116], mode: 'major', progressions: { major: ['I IV V I', 'I vi IV V', 'I ii V7 I'], minor: ['i iv V i', 'i bVI iv V'] }, chordBars: 1, swing: 0, reverb: { roomSize: 0.85, wet: 0.45 }, write: writeOrchestral },
  electronic: { tempo: [124, 128], mode: 'minor', progressions: { minor: ['i bVI bVII i', 'i bVII bVI bVII'], major: ['vi IV I V', 'I V vi IV'] }, chordBars: 1, swing: 0, reverb: { roomSize: 0.6, wet: 0.3 }, write: writeElectronic },
  jazz: { tempo: [118, 150], mode: 'major', progressions: { major: ['ii7 V7 Imaj7 VI7', 'Imaj7 vi7 ii7 V7'], minor: ['ii7 V7 i7 i7', 'i7 iv7 V7 i7'] }, chordBars: 1, swing: 1 / 6, reverb: { roomSize: 0.5, wet: 0.25 }, write: writeJazz },
  classical: { tempo: [68, 88], mode: 'major', progressions: { major: ['I IV V7 I', 'I vi ii V7'], minor: ['i iv V7 i', 'i bVI iv V7'] }, chordBars: 1, swing: 0, reverb: { roomSize: 0.75, wet: 0.35 }, write: writeClassical },
};
