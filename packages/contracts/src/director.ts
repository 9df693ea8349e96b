import { z } from 'zod';
import { idSchema } from './common';

/** What a scene still lacks before it can be rendered; a voice names the line it belongs to. */
export const MISSING_ASSET_TYPES = ['voice', 'set', 'score', 'character'] as const;
export type MissingAssetType = (typeof MISSING_ASSET_TYPES)[number];

export const missingAssetSchema = z.object({
  type: z.enum(MISSING_ASSET_TYPES),
  name: z.string(),
  /** For a voice: the line's text. */
  line: z.string().optional(),
});
export type MissingAsset = z.infer<typeof missingAssetSchema>;

/**
 * GET /api/director/:id/scene/:sceneId/readiness: the Scene Rendering screen's rule (a set, a music
 * track, a character, a voice line) plus every generated asset actually present.
 */
export const sceneReadinessSchema = z.object({
  success: z.boolean(),
  ready: z.boolean(),
  message: z.string(),
  missingAssets: z.array(missingAssetSchema),
});
export type SceneReadiness = z.infer<typeof sceneReadinessSchema>;

export const projectSceneParamSchema = z.object({ id: idSchema, sceneId: idSchema });

/** One item 'Generate All Assets' made, or could not make, with the reason. */
export const generatedAssetSchema = z.object({
  type: z.enum(['character', 'set', 'scene', 'voice', 'score']),
  name: z.string(),
  id: z.number().int().optional(),
});
export const failedAssetSchema = generatedAssetSchema.omit({ id: true }).extend({ error: z.string() });

/** The result an auto-generate job finishes with. */
export const autoGenerateResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  generatedAssets: z.array(generatedAssetSchema),
  failedAssets: z.array(failedAssetSchema),
});
export type AutoGenerateResult = z.infer<typeof autoGenerateResultSchema>;

export const sceneIdParamSchema = z.object({ sceneId: idSchema });

/** One scene's verdict within a project's asset validation. */
export const validatedSceneSchema = sceneReadinessSchema.extend({ sceneId: z.number().int(), sceneName: z.string() });

/** POST /api/director/:id/validate-assets: every scene of the project, ready ones and the others. */
export const assetValidationSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Scenes with everything a render needs. */
  validatedAssets: z.array(validatedSceneSchema),
  /** Scenes that lack something. */
  invalidAssets: z.array(validatedSceneSchema),
  /** Everything the project's scenes still lack, each with the scene it belongs to. */
  missingAssets: z.array(missingAssetSchema.extend({ sceneName: z.string() })),
});
export type AssetValidation = z.infer<typeof assetValidationSchema>;
