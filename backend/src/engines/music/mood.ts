import type { Mode } from './harmony';

export interface MoodShape {
  /** Forces a major or minor key; undefined keeps the style's own. */
  mode?: Mode;
  tempoScale: number;
  /** Density and loudness of rhythm parts, around 1. */
  energy: number;
  /** Filter cutoff multiplier, around 1. */
  brightness: number;
}

const MOOD_RULES: readonly { stems: readonly string[]; shape: Partial<MoodShape> }[] = [
  {
    stems: ['sad', 'dark', 'melanchol', 'tense', 'myster', 'scar', 'ominous', 'somb', 'gloom', 'eerie', 'suspens', 'tragic', 'lonel', 'grim'],
    shape: { mode: 'minor', tempoScale: 0.93, brightness: 0.8 },
  },
  {
    stems: ['happ', 'upbeat', 'joy', 'bright', 'cheer', 'playful', 'fun', 'triumph', 'hope', 'sunny', 'uplift', 'festive'],
    shape: { mode: 'major', tempoScale: 1.06, brightness: 1.15 },
  },
  { stems: ['calm', 'peace', 'relax', 'dream', 'gentle', 'soft', 'chill', 'seren', 'quiet'], shape: { tempoScale: 0.92, energy: 0.7 } },
  {
    stems: ['epic', 'intens', 'action', 'energ', 'excit', 'angry', 'battle', 'chase', 'heroic', 'power', 'adventur'],
    shape: { tempoScale: 1.08, energy: 1.3 },
  },
  { stems: ['roman', 'love', 'tender', 'warm'], shape: { mode: 'major', tempoScale: 0.94, energy: 0.85 } },
];

/** Reads a free-text mood ('tense', 'happy and upbeat') into musical adjustments. */
export function shapeForMood(mood: string | null | undefined): MoodShape {
  const shape: MoodShape = { tempoScale: 1, energy: 1, brightness: 1 };
  const words = (mood ?? '').toLowerCase().split(/[^a-z]+/).filter(Boolean);
  for (const rule of MOOD_RULES) {
    if (!words.some((word) => rule.stems.some((stem) => word.startsWith(stem)))) continue;
    if (rule.shape.mode) shape.mode = rule.shape.mode;
    shape.tempoScale *= rule.shape.tempoScale ?? 1;
    shape.energy *= rule.shape.energy ?? 1;
    shape.brightness *= rule.shape.brightness ?? 1;
  }
  return shape;
}
