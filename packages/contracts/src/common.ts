import { z } from 'zod';

/** Positive integer id from a route parameter or a JSON body. */
export const idSchema = z.coerce
  .number({ message: 'Expected a numeric id' })
  .int('Expected a numeric id')
  .positive('Expected a numeric id');

export const idParamSchema = z.object({ id: idSchema });
export type IdParam = z.infer<typeof idParamSchema>;

/** Optional id from a form field: '', null and undefined mean "none". */
export const optionalIdSchema = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number({ message }).int(message).positive(message).optional(),
  );

/** Nullable id for updates: '' and null clear the reference. */
export const nullableIdSchema = (message: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.union([z.null(), z.coerce.number({ message }).int(message).positive(message)]),
  );

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 500;
export const NAME_MIN = 2;

export const descriptionSchema = z
  .string()
  .min(DESCRIPTION_MIN, 'Description must be at least 10 characters.')
  .max(DESCRIPTION_MAX, 'Description must be less than 500 characters.');

/** A name of at least NAME_MIN characters once trimmed, e.g. "Set name must be at least 2 characters.". */
export const itemNameSchema = (label: string) => z.string().trim().min(NAME_MIN, `${label} name must be at least 2 characters.`);

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

/** Description that forms may leave empty: '' counts as absent. */
export const optionalDescriptionSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  descriptionSchema.optional(),
);

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
