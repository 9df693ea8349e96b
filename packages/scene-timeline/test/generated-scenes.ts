import type { CameraShotKind, ScenePace } from '@studio/contracts/direction';
import { SET_TYPES } from '@studio/contracts/sets';
import type { TimelineInput } from '@studio/contracts/timeline';
import { character, line, sceneInput } from './scene-input';

type Line = TimelineInput['lines'][number];

/** A small seeded random source (mulberry32): the same seed gives the same scenes everywhere. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}

/** Words of every kind the performance inference reads: plain, questions, exclamations, feelings. */
const TEXTS = [
  'The cows got out again.',
  'All of them?',
  'Every last one.',
  'I told you to fix that gate.',
  'Really?',
  'I hate this farm!',
  'Thanks, that is wonderful.',
  'We should go.',
  'Where is the lantern?',
  'I am so sorry.',
  'Help! Run!',
  'Fine, fine.',
  'No.',
  'Yes, exactly.',
  'Look over there.',
  'How dare you, you idiot!',
];

export interface GeneratedScene {
  seed: number;
  input: TimelineInput;
}

export interface GeneratorOptions {
  pace?: ScenePace | null;
  /** The share of lines that get a director's shot. */
  directedShare?: number;
  /** The share of lines that get a pause of their own. */
  pausedShare?: number;
}

const DIRECTED_KINDS: readonly CameraShotKind[] = ['establishing', 'wide', 'two-shot', 'medium', 'close-up', 'over-the-shoulder', 'reaction', 'insert'];

/**
 * A scene of 2-4 characters and 4-30 lines of 0.4-8 s (a third under 1.8 s, a sixth over 4 s): mostly an exchange between two of them
 * that others break into, runs of one speaker, quick back-and-forths, on any set, at `pace` (or
 * a random one when undefined).
 */
export function generatedScene(seed: number, options: GeneratorOptions = {}): GeneratedScene {
  const random = randomSource(seed);
  const castSize = random.int(2, 4);
  const characters = Array.from({ length: castSize }, (_, index) => character(index + 1, { name: `C${index + 1}` }));
  const ids = characters.map((cast) => cast.id);
  const lineCount = random.int(4, 30);
  let pair = [random.pick(ids), 0];
  pair[1] = random.pick(ids.filter((id) => id !== pair[0]));
  let speaker = pair[0];
  const lines: Line[] = [];
  for (let index = 0; index < lineCount; index += 1) {
    const roll = random.next();
    if (roll < 0.1 && castSize > 2) {
      speaker = random.pick(ids.filter((id) => id !== speaker));
      pair = [speaker, pair[0]];
    } else if (roll < 0.3) {
      // The same speaker goes on.
    } else {
      speaker = speaker === pair[0] ? pair[1] : pair[0];
    }
    // A third quick, half ordinary, the rest long.
    const length = random.next();
    const seconds = length < 0.35 ? 0.4 + random.next() * 1.4 : length < 0.85 ? 1.8 + random.next() * 2.2 : 4 + random.next() * 4;
    const durationSeconds = Math.round(seconds * 1000) / 1000;
    const overrides: Partial<Line> = { text: random.pick(TEXTS), durationSeconds };
    if (random.next() < 0.25) overrides.intensity = Math.round(random.next() * 100) / 100;
    if (random.next() < (options.pausedShare ?? 0)) overrides.pauseBefore = random.int(0, 2500);
    if (random.next() < (options.directedShare ?? 0)) {
      const kind = random.pick(DIRECTED_KINDS);
      const subjectId = random.next() < 0.5 ? random.pick(ids) : null;
      overrides.camera = { kind, subjectId };
      if (kind === 'insert' && random.next() < 0.5) overrides.actionTarget = [random.next() * 2 - 1, 0.9, 1 + random.next()];
    }
    lines.push(line(index + 1, speaker, overrides));
  }
  const pace = options.pace === undefined ? random.pick([null, 'calm', 'normal', 'brisk'] as const) : options.pace;
  const set = { id: 3, name: 'Set', type: random.pick(SET_TYPES), oceanType: random.next() < 0.15 ? ('calm' as const) : null, modelUrl: null };
  return { seed, input: sceneInput({ scene: { id: seed, name: `Scene ${seed}`, pace }, set, characters, lines }) };
}

/** `count` generated scenes from seeds 1…count. */
export const generatedScenes = (count: number, options: GeneratorOptions = {}): GeneratedScene[] =>
  Array.from({ length: count }, (_, index) => generatedScene(index + 1, options));
