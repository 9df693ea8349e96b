import { z } from 'zod';
import { nullableIdSchema, optionalField, optionalIdSchema, requiredTextSchema } from './common';
import { actionSchema, emotionSchema, intensitySchema, lineCameraSchema, pauseBeforeSchema } from './direction';

export const VOICE_LINE_STATUSES = ['pending', 'in_progress', 'complete', 'failed'] as const;

export const voiceLineSchema = z.object({
  id: z.number().int(),
  sceneId: z.number().int().nullable(),
  characterId: z.number().int(),
  text: z.string(),
  status: z.string(),
  filePath: z.string().nullable(),
  /** The line's direction (direction.ts); null: automatic, read from its words when it is played. */
  emotion: emotionSchema.nullable(),
  intensity: intensitySchema.nullable(),
  action: actionSchema.nullable(),
  /** Whom or what the action is aimed at: a character's name or a thing ('the lamp'). */
  actionTarget: z.string().nullable(),
  /** How the screenplay says the line is spoken, without the brackets ('whispering'). */
  parenthetical: z.string().nullable(),
  camera: lineCameraSchema.extend({ subjectId: z.number().int().nullable() }).nullable(),
  /** Silence before the line in ms. */
  pauseBefore: z.number().int().nullable(),
});
export type VoiceLine = z.infer<typeof voiceLineSchema>;
export const voiceLineListSchema = z.array(voiceLineSchema);

const characterIdSchema = z.coerce
  .number({ message: 'Please select a character.' })
  .int('Please select a character.')
  .positive('Please select a character.');
/** Longer than any spoken line, and within a MySQL TEXT column even in 4-byte characters. */
export const VOICE_LINE_TEXT_MAX = 5000;
export const voiceLineTextSchema = z
  .string()
  .trim()
  .min(1, 'Voice line cannot be empty.')
  .max(VOICE_LINE_TEXT_MAX, `Voice line must be at most ${VOICE_LINE_TEXT_MAX} characters.`);

export const ACTION_TARGET_MAX = 100;
export const PARENTHETICAL_MAX = 200;
/** Text that is optional: blank is none (null). */
const optionalTextSchema = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => value || null);

/**
 * A line's direction as a client sends it: on create, absent or null is automatic; on update,
 * absent leaves the field as it is and null makes it automatic again.
 */
export const voiceLineDirectionFields = {
  emotion: emotionSchema.nullish(),
  intensity: intensitySchema.nullish(),
  action: actionSchema.nullish(),
  actionTarget: optionalTextSchema('Action target', ACTION_TARGET_MAX).nullish(),
  parenthetical: optionalTextSchema('Parenthetical', PARENTHETICAL_MAX).nullish(),
  camera: lineCameraSchema.nullish(),
  pauseBefore: pauseBeforeSchema.nullish(),
};
export type VoiceLineDirection = Pick<VoiceLine, 'emotion' | 'intensity' | 'action' | 'actionTarget' | 'parenthetical' | 'camera' | 'pauseBefore'>;

/** Every direction field of a line, back to automatic (null: inferred again). */
export const AUTOMATIC_LINE_DIRECTION: Required<{ [TField in keyof VoiceLineDirection]: null }> = {
  emotion: null,
  intensity: null,
  action: null,
  actionTarget: null,
  parenthetical: null,
  camera: null,
  pauseBefore: null,
};

/** Why creating or updating a line answers 409: something it names is not in the line's project. */
export const VOICE_LINE_REFERENCE_CONFLICT = "The scene, the speaker or the shot's subject does not exist or belongs to another project";

export const createVoiceLineSchema = z.object({
  characterId: characterIdSchema,
  text: voiceLineTextSchema,
  sceneId: optionalIdSchema('Scene must be a positive number.'),
  ...voiceLineDirectionFields,
});
export type CreateVoiceLine = z.input<typeof createVoiceLineSchema>;

export const updateVoiceLineSchema = z.object({
  characterId: optionalField(characterIdSchema),
  text: optionalField(voiceLineTextSchema),
  sceneId: nullableIdSchema('Scene must be a positive number.').optional(),
  ...voiceLineDirectionFields,
});
export type UpdateVoiceLine = z.input<typeof updateVoiceLineSchema>;

/** POST /api/generate/voiceline: speaks `text` in the voice derived from `characterName`. */
export const generateVoiceLineSchema = z.object({
  characterName: requiredTextSchema('Character name'),
  text: voiceLineTextSchema,
});
export type GenerateVoiceLine = z.input<typeof generateVoiceLineSchema>;

export const generatedVoiceLineSchema = z.object({
  /** Audio under /media (session required): WAV from the local engine and ElevenLabs. */
  audioUrl: z.string(),
  durationSeconds: z.number(),
  /** The engine that spoke it: 'espeak-ng (WASM)' offline, 'ElevenLabs' with a key. */
  engine: z.string(),
});
export type GeneratedVoiceLine = z.infer<typeof generatedVoiceLineSchema>;
