import { MUSIC_STYLE_VALUES, type MusicStyle } from '@studio/contracts/music';
import { z } from 'zod';
import type { ComposedMusic, ComposeMusicInput, EngineAvailability, MusicEngine, ProgressCallback } from '../engine.types';
import type { CompositionOverrides } from '../music/composer';
import { CHORD_SYMBOLS, NOTE_NAMES } from '../music/harmony';
import { LocalMusicEngine } from '../music/local-music-engine';
import { OPENAI_PROVIDER as PROVIDER, OpenAiChat, type OpenAiOptions } from './openai-chat';


const PLAN_STAGE = 'planning the music';
/** Share of the progress bar for the plan; rendering it takes the rest. */
const PLAN_SHARE = 0.1;

const ENSEMBLE_DESCRIPTIONS: Record<MusicStyle, string> = {
  '80s-rock': 'distorted power-chord guitars, saw bass, rock drums, square lead',
  synthwave: 'detuned saw pads, sequenced bass, arpeggiator, gated drums',
  ambient: 'slow pads, sine bass, sparse bells, no drums',
  cinematic: 'string pads, low brass, ostinato, timpani and taiko',
  orchestral: 'strings, pizzicato bass, woodwind melody, timpani',
  electronic: 'pumping saw chords, four-on-the-floor kick, claps, pluck arpeggio',
  jazz: 'walking bass, rootless piano comping, ride and brushes, saxophone-like lead',
  classical: 'piano with Alberti bass and melody, cello in the second section',
};

const progressionSchema = z
  .string()
  .trim()
  .refine((symbols) => symbols.split(/\s+/).every((symbol) => CHORD_SYMBOLS.includes(symbol)), {
    message: `Chords must be roman numerals from: ${CHORD_SYMBOLS.join(' ')}`,
  })
  .refine((symbols) => {
    const count = symbols.split(/\s+/).length;
    return count >= 2 && count <= 8;
  }, { message: 'A progression has 2 to 8 chords' })
  .transform((symbols) => symbols.split(/\s+/).join(' '));

/** A music plan as the model must answer it (checked here: a model's JSON is input, not truth). */
export const musicPlanSchema = z.object({
  tempoBpm: z.number().int().min(40).max(220),
  key: z.enum(NOTE_NAMES),
  mode: z.enum(['major', 'minor']),
  instrumentation: z.enum(MUSIC_STYLE_VALUES),
  progression: z.object({ sectionA: progressionSchema, sectionB: progressionSchema }),
  groove: z.object({ feel: z.enum(['straight', 'swing']), energy: z.enum(['low', 'medium', 'high']) }),
});
export type MusicPlan = z.infer<typeof musicPlanSchema>;

/** The JSON schema sent as response_format (strict structured output: every field required, no extras). */
export const MUSIC_PLAN_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['tempoBpm', 'key', 'mode', 'instrumentation', 'progression', 'groove'],
  properties: {
    tempoBpm: { type: 'integer', description: 'Tempo in beats per minute, 40 to 220.' },
    key: { type: 'string', enum: [...NOTE_NAMES], description: 'Root note of the key.' },
    mode: { type: 'string', enum: ['major', 'minor'] },
    instrumentation: {
      type: 'string',
      enum: [...MUSIC_STYLE_VALUES],
      description: `The synthesizer ensemble that plays the track: ${MUSIC_STYLE_VALUES.map((style) => `${style} = ${ENSEMBLE_DESCRIPTIONS[style]}`).join('; ')}.`,
    },
    progression: {
      type: 'object',
      additionalProperties: false,
      required: ['sectionA', 'sectionB'],
      description: `Chord progressions as space-separated roman numerals relative to the key, 2 to 8 chords each, using only: ${CHORD_SYMBOLS.join(' ')}.`,
      properties: { sectionA: { type: 'string' }, sectionB: { type: 'string' } },
    },
    groove: {
      type: 'object',
      additionalProperties: false,
      required: ['feel', 'energy'],
      properties: { feel: { type: 'string', enum: ['straight', 'swing'] }, energy: { type: 'string', enum: ['low', 'medium', 'high'] } },
    },
  },
} as const;

const ENERGY: Record<MusicPlan['groove']['energy'], number> = { low: 0.7, medium: 1, high: 1.3 };

/** What the local composer should do with a plan. */
export function overridesForPlan(plan: MusicPlan): CompositionOverrides {
  return {
    tempoBpm: plan.tempoBpm,
    keyPitchClass: NOTE_NAMES.indexOf(plan.key),
    mode: plan.mode,
    progressions: [plan.progression.sectionA, plan.progression.sectionB],
    ensemble: plan.instrumentation,
    swing: plan.groove.feel === 'swing' ? 1 / 6 : 0,
    energy: ENERGY[plan.groove.energy],
  };
}

export interface MusicPlanRequest {
  style: MusicStyle;
  mood?: string | null;
  description?: string | null;
}

/** Asks an OpenAI chat model for a music plan (tempo, key, mode, instrumentation, progression, groove). */
export class OpenAiMusicPlanner {
  private readonly chat: OpenAiChat;

  constructor(options: OpenAiOptions) {
    this.chat = new OpenAiChat(options);
  }

  get model(): string {
    return this.chat.model;
  }

  hasKey(): Promise<boolean> {
    return this.chat.hasKey();
  }

  plan(request: MusicPlanRequest): Promise<MusicPlan> {
    const brief = [
      `Style: ${request.style}`,
      request.mood?.trim() ? `Mood: ${request.mood.trim()}` : undefined,
      request.description?.trim() ? `Scene: ${request.description.trim()}` : undefined,
    ].filter(Boolean);
    return this.chat.complete({
      stage: PLAN_STAGE,
      name: 'music_plan',
      answer: 'plan',
      jsonSchema: MUSIC_PLAN_JSON_SCHEMA,
      schema: musicPlanSchema,
      system:
        'You are a film composer writing a plan for a synthesizer to render background music for a scene. ' +
        'Choose tempo, key, mode, the ensemble, chord progressions for two contrasting sections and the groove so the music fits the style, mood and scene.',
      user: brief.join('\n'),
    });
  }
}

export interface PlannedMusic extends ComposedMusic {
  plan: MusicPlan;
}

export interface OpenAiMusicEngineOptions extends OpenAiOptions {
  /** Renders the plan; a default LocalMusicEngine when omitted. */
  synth?: LocalMusicEngine;
}

/** Music planned by OpenAI and rendered by the local synthesizer (same seed and plan, same bytes). */
export class OpenAiMusicEngine implements MusicEngine {
  private readonly planner: OpenAiMusicPlanner;
  private readonly synth: LocalMusicEngine;

  constructor(options: OpenAiMusicEngineOptions) {
    this.planner = new OpenAiMusicPlanner(options);
    this.synth = options.synth ?? new LocalMusicEngine();
  }

  async available(): Promise<EngineAvailability> {
    if (!(await this.planner.hasKey())) return { available: false, engine: PROVIDER, detail: 'No OpenAI API key is configured' };
    const synth = await this.synth.available();
    return { available: synth.available, engine: `${PROVIDER} + ${synth.engine}`, detail: `Music planned by ${this.planner.model}; ${synth.detail}` };
  }

  async compose(input: ComposeMusicInput, onProgress?: ProgressCallback): Promise<PlannedMusic> {
    onProgress?.(0);
    const plan = await this.planner.plan(input);
    onProgress?.(PLAN_SHARE);
    const music = await this.synth.composeWith(input, overridesForPlan(plan), (fraction) => onProgress?.(PLAN_SHARE + fraction * (1 - PLAN_SHARE)));
    return { ...music, plan };
  }
}
