import { z } from 'zod';
import { idSchema, NAME_MIN, optionalDescriptionSchema } from './common';

export const SET_TYPES = ['farm', 'apartment', 'taqueria', 'street', 'truck'] as const;
export type SetType = (typeof SET_TYPES)[number];
export const DEFAULT_SET_TYPE: SetType = 'farm';

export const OCEAN_TYPES = ['calm', 'choppy', 'stormy', 'maelstrom'] as const;
export type OceanType = (typeof OCEAN_TYPES)[number];
export const DEFAULT_OCEAN_TYPE: OceanType = 'choppy';

export const setSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  projectId: z.number().int(),
  status: z.string(),
  scenePath: z.string().nullable(),
  oceanType: z.string().nullable(),
});
export type StudioSet = z.infer<typeof setSchema>;
export const setListSchema = z.array(setSchema);

export const setNameSchema = z.string().trim().min(NAME_MIN, 'Set name must be at least 2 characters.');
const setTypeSchema = z.enum(SET_TYPES, { message: `Set type must be one of: ${SET_TYPES.join(', ')}.` });
const oceanTypeSchema = z.enum(OCEAN_TYPES, {
  message: `Ocean type must be one of: ${OCEAN_TYPES.join(', ')}.`,
});

export const createSetSchema = z.object({
  name: setNameSchema,
  type: setTypeSchema.default(DEFAULT_SET_TYPE),
  description: optionalDescriptionSchema,
  projectId: idSchema,
  oceanType: oceanTypeSchema.optional(),
});
export type CreateSet = z.input<typeof createSetSchema>;

export const updateSetSchema = z.object({
  name: setNameSchema.optional(),
  type: setTypeSchema.optional(),
  description: optionalDescriptionSchema,
  oceanType: oceanTypeSchema.nullable().optional(),
});
export type UpdateSet = z.input<typeof updateSetSchema>;

/** POST /api/generate/set-model: builds an environment GLB; the type defaults from the description's words. */
export const generateSetModelSchema = z.object({
  setName: z.string({ message: 'Set name is required.' }).trim().min(1, 'Set name is required.'),
  description: z.string().trim().max(500, 'Description must be less than 500 characters.').nullish(),
  type: setTypeSchema.optional(),
  oceanType: oceanTypeSchema.optional(),
});
export type GenerateSetModel = z.input<typeof generateSetModelSchema>;
