import { z } from 'zod';
import { descriptionSchema, nullAsAbsent } from './common';
import { projectNameSchema } from './projects';
import { DEFAULT_OCEAN_TYPE, OCEAN_TYPES } from './sets';

export const PIRATE_INTENSITY_MIN = 1;
export const PIRATE_INTENSITY_MAX = 5;
export const DEFAULT_PIRATE_INTENSITY = 3;

/** docs/product-rules.md#validation: the pirate template wizard's form. */
export const pirateProjectFormSchema = z.object({
  projectName: projectNameSchema,
  description: descriptionSchema,
  pirateIntensity: z.number().int().min(PIRATE_INTENSITY_MIN).max(PIRATE_INTENSITY_MAX).default(DEFAULT_PIRATE_INTENSITY),
  oceanType: z
    .enum(OCEAN_TYPES, { message: `Ocean type must be one of: ${OCEAN_TYPES.join(', ')}.` })
    .default(DEFAULT_OCEAN_TYPE),
  useCanonCharacters: z.boolean().default(true),
  createMusic: z.boolean().default(true),
});
export type PirateProjectFormInput = z.input<typeof pirateProjectFormSchema>;
export type PirateProjectForm = z.output<typeof pirateProjectFormSchema>;

/** How strongly the crew speaks pirate, on top of the wizard's intensity. */
export const DIALECT_LEVELS = ['mild', 'moderate', 'intense', 'blackbeard'] as const;
export type DialectLevel = (typeof DIALECT_LEVELS)[number];

/** The crew's canon names the wizard offers, in order; at most the six crew members. */
export const CANON_NAMES_MAX = 6;

/** The pirate preferences of Settings, kept on the server and used by the Pirate Template. */
export const piratePreferencesSchema = z.object({
  dialectIntensity: nullAsAbsent(
    z.enum(DIALECT_LEVELS, { message: `Dialect intensity must be one of: ${DIALECT_LEVELS.join(', ')}.` }),
  ).default('moderate'),
  /** Names for the crew, in the crew's order; empty keeps the built-in names. */
  canonNames: nullAsAbsent(
    z
      .array(z.string().trim().min(2, 'A canon name must be at least 2 characters.').max(60, 'A canon name must be at most 60 characters.'))
      .max(CANON_NAMES_MAX, `At most ${CANON_NAMES_MAX} canon names.`),
  ).default([]),
  defaultSeaConditions: nullAsAbsent(
    z.enum(OCEAN_TYPES, { message: `Sea conditions must be one of: ${OCEAN_TYPES.join(', ')}.` }),
  ).default(DEFAULT_OCEAN_TYPE),
});
export type PiratePreferences = z.output<typeof piratePreferencesSchema>;
export type PiratePreferencesInput = z.input<typeof piratePreferencesSchema>;
