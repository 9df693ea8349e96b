import { z } from 'zod';
import { generateDescriptionSchema, nullAsAbsent, optionalField, projectItemFields, projectItemWriteFields, requiredTextSchema } from './common';

/** English accents shipped in the eSpeak-NG data the local voice engine speaks with. */
export const VOICE_ACCENTS = ['en-us', 'en', 'en-gb-x-rp', 'en-gb-scotland', 'en-us-nyc', 'en-029'] as const;
/** eSpeak-NG voice variants: male, female and a few characterful ones. */
export const VOICE_VARIANTS = [
  'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7',
  'f1', 'f2', 'f3', 'f4',
  'grandpa', 'aunty', 'Andy', 'edward', 'steph', 'Jacky', 'max',
] as const;
/** The variants that sound like a woman ('aunty' an older one); every other variant sounds like a man ('grandpa' an older one). */
export const FEMALE_VOICE_VARIANTS: readonly (typeof VOICE_VARIANTS)[number][] = ['f1', 'f2', 'f3', 'f4', 'aunty', 'steph'];
/** Whether a voice ('accent+variant') sounds like a woman. */
export const isFemaleVoice = (voice: string): boolean => (FEMALE_VOICE_VARIANTS as readonly string[]).includes(voice.split('+')[1] ?? '');
export const VOICE_PITCH_RANGE = { min: 0, max: 99 } as const;
export const VOICE_RATE_RANGE = { min: 80, max: 450 } as const;

/** 'accent' or 'accent+variant', e.g. 'en-us+m3'. */
export const voiceNameSchema = z.string().refine(
  (voice) => {
    const [accent, variant, ...rest] = voice.split('+');
    return (
      rest.length === 0 &&
      (VOICE_ACCENTS as readonly string[]).includes(accent) &&
      (variant === undefined || (VOICE_VARIANTS as readonly string[]).includes(variant))
    );
  },
  { message: 'Voice must be an accent and optional variant, e.g. en-us+m3.' },
);

/** How a character speaks: the same on every line, different from other characters. */
export const voiceProfileSchema = z.object({
  voice: voiceNameSchema,
  pitch: z
    .number({ message: 'Pitch must be a whole number from 0 to 99.' })
    .int('Pitch must be a whole number from 0 to 99.')
    .min(VOICE_PITCH_RANGE.min, 'Pitch must be a whole number from 0 to 99.')
    .max(VOICE_PITCH_RANGE.max, 'Pitch must be a whole number from 0 to 99.'),
  rate: z
    .number({ message: 'Rate must be a whole number of words per minute from 80 to 450.' })
    .int('Rate must be a whole number of words per minute from 80 to 450.')
    .min(VOICE_RATE_RANGE.min, 'Rate must be a whole number of words per minute from 80 to 450.')
    .max(VOICE_RATE_RANGE.max, 'Rate must be a whole number of words per minute from 80 to 450.'),
});
export type VoiceProfile = z.infer<typeof voiceProfileSchema>;

export const characterSchema = z.object({
  ...projectItemFields,
  status: z.string(),
  modelPath: z.string().nullable(),
  referenceImagePath: z.string().nullable(),
  isPirate: z.boolean(),
  /** The voice its lines are spoken in: derived from the name at creation, editable. */
  voice: voiceProfileSchema,
});
export type Character = z.infer<typeof characterSchema>;
export const characterListSchema = z.array(characterSchema);

const characterWriteFields = projectItemWriteFields('Character');
export const characterNameSchema = characterWriteFields.nameSchema;
/** Its column holds 1024 characters. */
const referenceImagePathSchema = z.string().min(1).max(1024, 'Reference image path must be at most 1024 characters.');

export const createCharacterSchema = z.object({
  ...characterWriteFields.create,
  referenceImagePath: optionalField(referenceImagePathSchema),
  isPirate: nullAsAbsent(z.boolean()).default(false),
});
export type CreateCharacter = z.input<typeof createCharacterSchema>;

export const updateCharacterSchema = z.object({
  ...characterWriteFields.update,
  /** null removes the reference image. */
  referenceImagePath: referenceImagePathSchema.nullish(),
  isPirate: optionalField(z.boolean()),
  /** Changing the voice re-speaks the character's existing lines. */
  voice: optionalField(voiceProfileSchema),
});
export type UpdateCharacter = z.input<typeof updateCharacterSchema>;

export const characterLookupQuerySchema = z.object({
  name: z.string().trim().min(1, 'Required'),
});
export type CharacterLookupQuery = z.infer<typeof characterLookupQuerySchema>;

/** POST /api/generate/character-model: builds a humanoid GLB for a character that may not exist yet. */
export const generateCharacterModelSchema = z.object({
  characterName: requiredTextSchema('Character name'),
  description: generateDescriptionSchema,
  isPirate: nullAsAbsent(z.boolean()).default(false),
});
export type GenerateCharacterModel = z.input<typeof generateCharacterModelSchema>;
