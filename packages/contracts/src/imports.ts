import { z } from 'zod';

/** docs/product-rules.md#limits: the manifest limit (5 MB), enforced by the server. */
export const MANIFEST_MAX_BYTES = 5 * 1024 * 1024;

/** docs/product-rules.md#entities: the project manifest file a user imports. */
export const projectManifestSchema = z.object({
  name: z.string().trim().min(1, 'Required'),
  characters: z.array(z.object({ name: z.string(), model_path: z.string().optional() })).default([]),
  sets: z.array(z.object({ name: z.string(), scene_file: z.string().optional() })).default([]),
  music: z.array(z.object({ scene_name: z.string(), mp3_path: z.string().optional() })).default([]),
  voice_lines: z
    .array(z.object({ character: z.string(), text: z.string(), file: z.string().optional(), scene: z.string().optional() }))
    .default([]),
  scenes: z
    .array(
      z.object({
        name: z.string(),
        description: z.string().optional(),
        set: z.string().optional(),
        characters: z.array(z.string()).default([]),
        order: z.number().int().optional(),
      }),
    )
    .default([]),
});
export type ProjectManifest = z.input<typeof projectManifestSchema>;

export const importDetailsSchema = z.object({
  charactersLoaded: z.number().int(),
  setsLoaded: z.number().int(),
  musicTracksLoaded: z.number().int(),
  voiceLinesLoaded: z.number().int(),
  scenesAssembled: z.number().int(),
});
export type ImportDetails = z.infer<typeof importDetailsSchema>;

/** docs/product-rules.md#entities: the answer of POST /api/import/project-manifest (multipart field `manifest`). */
export const importResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  projectId: z.number().int().nullable().optional(),
  details: importDetailsSchema.optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
