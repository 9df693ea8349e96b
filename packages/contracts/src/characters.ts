import { z } from 'zod';
import { idSchema, NAME_MIN, optionalDescriptionSchema } from './common';

export const characterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  projectId: z.number().int(),
  status: z.string(),
  modelPath: z.string().nullable(),
  referenceImagePath: z.string().nullable(),
  isPirate: z.boolean(),
});
export type Character = z.infer<typeof characterSchema>;
export const characterListSchema = z.array(characterSchema);

export const characterNameSchema = z
  .string()
  .trim()
  .min(NAME_MIN, 'Character name must be at least 2 characters.');

export const createCharacterSchema = z.object({
  name: characterNameSchema,
  description: optionalDescriptionSchema,
  referenceImagePath: z.string().min(1).optional(),
  projectId: idSchema,
  isPirate: z.boolean().default(false),
});
export type CreateCharacter = z.input<typeof createCharacterSchema>;

export const updateCharacterSchema = z.object({
  name: characterNameSchema.optional(),
  description: optionalDescriptionSchema,
  referenceImagePath: z.string().min(1).nullable().optional(),
  isPirate: z.boolean().optional(),
});
export type UpdateCharacter = z.input<typeof updateCharacterSchema>;

export const characterLookupQuerySchema = z.object({
  name: z.string().trim().min(1, 'Required'),
});
export type CharacterLookupQuery = z.infer<typeof characterLookupQuerySchema>;
