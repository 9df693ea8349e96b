import { z } from 'zod';

const positiveIdSchema = (message: string) => z.coerce.number({ message }).int(message).positive(message);

/** Positive integer id from a route parameter or a JSON body. */
export const idSchema = positiveIdSchema('Expected a numeric id');

export const idParamSchema = z.object({ id: idSchema });
export type IdParam = z.infer<typeof idParamSchema>;

/**
 * An optional field that also takes null (JSON clients send null for "no value"), read as absent:
 * the service sees what it would without the field, and a `.default()` after it applies to null too.
 * Follow it with `.optional()` or `.default(…)`.
 */
export const nullAsAbsent = <T extends z.ZodType>(schema: T) => schema.nullable().transform((value) => value ?? undefined);

/** An optional field where null means the same as leaving it out. */
export const optionalField = <T extends z.ZodType>(schema: T) => nullAsAbsent(schema).optional();

/** Optional id from a form field: '', null and absence mean "none". */
export const optionalIdSchema = (message: string) =>
  z
    .union([z.literal(''), z.null(), positiveIdSchema(message)], { message })
    .transform((value) => value || undefined)
    .optional();

/** Nullable id for updates: '' and null clear the reference. */
export const nullableIdSchema = (message: string) =>
  z.union([z.literal(''), z.null(), positiveIdSchema(message)], { message }).transform((value) => (value === '' ? null : value));

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 500;
export const NAME_MIN = 2;
/** The name columns' width (varchar(255)): a longer name is a 400, not a database error. */
export const NAME_MAX = 255;

export const descriptionSchema = z
  .string()
  .min(DESCRIPTION_MIN, 'Description must be at least 10 characters.')
  .max(DESCRIPTION_MAX, 'Description must be less than 500 characters.');

/** A name of NAME_MIN to NAME_MAX characters once trimmed, e.g. "Set name must be at least 2 characters.". */
export const itemNameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(NAME_MIN, `${label} name must be at least 2 characters.`)
    .max(NAME_MAX, `${label} name must be at most ${NAME_MAX} characters.`);

/** A name a generate or director call looks its item up by: anything but blank. */
export const requiredTextSchema = (label: string) => z.string({ message: `${label} is required.` }).trim().min(1, `${label} is required.`);

/** A generate call's free description: up to 500 characters, null or absent. */
export const generateDescriptionSchema = z.string().trim().max(DESCRIPTION_MAX, 'Description must be less than 500 characters.').nullish();

/** The fields every item of a project answers with (characters, sets, music tracks, scenes). */
export const projectItemFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  projectId: z.number().int(),
};

// A form sends '' for a description left empty: read as no description, not as one too short.
const formDescriptionSchema = z.union([z.literal(''), descriptionSchema], { message: 'Description must be text.' }).nullable();

/** Description a create may leave out: '', null and absence all mean "none". */
export const optionalDescriptionSchema = formDescriptionSchema.transform((value) => value || undefined).optional();

/** Description of an update: '' and absence leave it as it is, null clears it. */
export const clearableDescriptionSchema = formDescriptionSchema.transform((value) => (value === '' ? undefined : value)).optional();

/**
 * What every described project item's writes share (characters, sets, music tracks): its name
 * schema, a create's name, description and project, an update's name and description.
 */
export const projectItemWriteFields = (label: string) => {
  const nameSchema = itemNameSchema(label);
  return {
    nameSchema,
    create: { name: nameSchema, description: optionalDescriptionSchema, projectId: idSchema },
    update: { name: optionalField(nameSchema), description: clearableDescriptionSchema },
  };
};

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Body of every non-success response. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  /** A machine-readable reason where a screen shows it (e.g. the Director Console's 'SCENE_NOT_READY'). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** ISO 8601 timestamp as sent over the wire. */
export const isoDateSchema = z.string();

export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;
