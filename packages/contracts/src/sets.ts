import { z } from 'zod';
import { generateDescriptionSchema, nullAsAbsent, optionalField, projectItemFields, projectItemWriteFields, requiredTextSchema } from './common';
import { SET_KINDS } from './set-kinds';

export { isSetKind, KIND_FOR_SET_TYPE, SET_KIND_INFO, SET_KINDS, type SetKind } from './set-kinds';

export const SET_TYPES = ['farm', 'apartment', 'taqueria', 'street', 'truck'] as const;
export type SetType = (typeof SET_TYPES)[number];
export const DEFAULT_SET_TYPE: SetType = 'farm';

export const OCEAN_TYPES = ['calm', 'choppy', 'stormy', 'maelstrom'] as const;
export type OceanType = (typeof OCEAN_TYPES)[number];
export const DEFAULT_OCEAN_TYPE: OceanType = 'choppy';

export const setSchema = z.object({
  ...projectItemFields,
  type: z.string(),
  status: z.string(),
  scenePath: z.string().nullable(),
  oceanType: z.string().nullable(),
  /** The kind of place it builds as: the one picked, else the one its words name (setKindFromWords). */
  kind: z.string(),
});
export type StudioSet = z.infer<typeof setSchema>;
export const setListSchema = z.array(setSchema);

const setWriteFields = projectItemWriteFields('Set');
export const setNameSchema = setWriteFields.nameSchema;
const setTypeSchema = z.enum(SET_TYPES, { message: `Set type must be one of: ${SET_TYPES.join(', ')}.` });
export const setKindSchema = z.enum(SET_KINDS, { message: `Set kind must be one of: ${SET_KINDS.join(', ')}.` });
const oceanTypeSchema = z.enum(OCEAN_TYPES, {
  message: `Ocean type must be one of: ${OCEAN_TYPES.join(', ')}.`,
});

export const createSetSchema = z.object({
  ...setWriteFields.create,
  type: nullAsAbsent(setTypeSchema).default(DEFAULT_SET_TYPE),
  oceanType: optionalField(oceanTypeSchema),
  /** Absent: read from the name and description within the type. */
  kind: optionalField(setKindSchema),
});
export type CreateSet = z.input<typeof createSetSchema>;

export const updateSetSchema = z.object({
  ...setWriteFields.update,
  type: optionalField(setTypeSchema),
  /** null clears it. */
  oceanType: oceanTypeSchema.nullish(),
  /** null goes back to reading it from the words. */
  kind: setKindSchema.nullish(),
});
export type UpdateSet = z.input<typeof updateSetSchema>;

/** POST /api/generate/set-model: builds an environment GLB; the type defaults from the description's words. */
export const generateSetModelSchema = z.object({
  setName: requiredTextSchema('Set name'),
  description: generateDescriptionSchema,
  type: optionalField(setTypeSchema),
  oceanType: optionalField(oceanTypeSchema),
  kind: optionalField(setKindSchema),
});
export type GenerateSetModel = z.input<typeof generateSetModelSchema>;
