import { z } from 'zod';
import { descriptionSchema } from './common';
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
