import { z } from 'zod';

/** A GLB built on demand by POST /api/generate/character-model or /api/generate/set-model. */
export const generatedModelSchema = z.object({
  /** GLB under /media (session required). */
  modelUrl: z.string(),
  nodeNames: z.array(z.string()),
  animationNames: z.array(z.string()),
  /** Which engine built it, e.g. 'local' or 'meshy'. */
  engine: z.string(),
});
export type GeneratedModel = z.infer<typeof generatedModelSchema>;
