import { z } from 'zod';
import { nullableIdSchema, optionalField, optionalIdSchema, requiredTextSchema } from './common';

export const VOICE_LINE_STATUSES = ['pending', 'in_progress', 'complete', 'failed'] as const;

export const voiceLineSchema = z.object({
  id: z.number().int(),
  sceneId: z.number().int().nullable(),
  characterId: z.number().int(),
  text: z.string(),
  status: z.string(),
  filePath: z.string().nullable(),
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

export const createVoiceLineSchema = z.object({
  characterId: characterIdSchema,
  text: voiceLineTextSchema,
  sceneId: optionalIdSchema('Scene must be a positive number.'),
});
export type CreateVoiceLine = z.input<typeof createVoiceLineSchema>;

export const updateVoiceLineSchema = z.object({
  characterId: optionalField(characterIdSchema),
  text: optionalField(voiceLineTextSchema),
  sceneId: nullableIdSchema('Scene must be a positive number.').optional(),
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
