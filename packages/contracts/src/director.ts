import { z } from 'zod';
import { characterNameSchema } from './characters';
import { idSchema, nullAsAbsent, optionalField, requiredTextSchema } from './common';
import { musicNameSchema, musicStyleSchema } from './music';
import { RENDER_RESOLUTIONS, sceneNameSchema } from './scenes';
import { directorMemorySchema } from './scripts';
import { setNameSchema } from './sets';
import { voiceLineDirectionFields, voiceLineTextSchema } from './voice-lines';

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
  /**
   * The 3D models a render generates before it draws, as a screen shows them ('Generating 3D model
   * for Captain Reyes'); they do not make the scene unready. Absent when there are none.
   */
  generating: z.array(z.string()).optional(),
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

/**
 * The project a director call works on, by id or by name (the Director Console names it); one of
 * the two is required.
 */
const projectReferenceShape = {
  projectId: optionalField(idSchema),
  projectName: optionalField(z.string().trim().min(1, 'Project name is required.')),
};
const requireProject = <T extends { projectId?: number; projectName?: string }>(value: T) =>
  value.projectId !== undefined || value.projectName !== undefined;
const PROJECT_REQUIRED = { message: 'Project name is required.', path: ['projectName'] };

const speakerNameSchema = z.string().trim().min(1, 'Character name is required.');

/** A line's direction as the director asks for it (absent: as it is, or automatic for a new line); the shot is chosen on the storyboard. */
const directorLineDirectionShape = z.object(voiceLineDirectionFields).omit({ camera: true }).shape;

/** 'Generate Assets' items (docs/product-rules.md#director): each one is created, or made again, as a job. */
export const assetRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('voice'), character: speakerNameSchema, text: voiceLineTextSchema, scene: z.string().trim().min(1).nullish(), ...directorLineDirectionShape }),
    z.object({ type: z.literal('set'), name: setNameSchema, prompt: z.string().trim().nullish() }),
    z.object({ type: z.literal('score'), scene: z.string().trim().min(1, 'Scene name is required.'), style: musicStyleSchema.nullish() }),
    z.object({ type: z.literal('character'), name: characterNameSchema }),
  ],
  { message: 'Asset type must be one of: voice, set, score, character.' },
);
export type AssetRequest = z.infer<typeof assetRequestSchema>;

const AT_LEAST_ONE_ASSET = 'Generation requires at least one asset item.';
const assetListSchema = z.array(assetRequestSchema, { message: AT_LEAST_ONE_ASSET }).min(1, AT_LEAST_ONE_ASSET);

/** POST /api/director/generate. */
export const generateAssetsSchema = z.object({ ...projectReferenceShape, assets: assetListSchema }).refine(requireProject, PROJECT_REQUIRED);
export type GenerateAssets = z.input<typeof generateAssetsSchema>;

/** POST /api/director/generate-missing-assets: the same items under the spec's other name. */
export const generateMissingAssetsSchema = z
  .object({ ...projectReferenceShape, assetRequests: assetListSchema })
  .refine(requireProject, PROJECT_REQUIRED);
export type GenerateMissingAssets = z.input<typeof generateMissingAssetsSchema>;

/** One requested item: its job, or why it could not be made (the other items go on). */
export const assetOutcomeSchema = z.object({
  type: z.enum(MISSING_ASSET_TYPES),
  name: z.string(),
  /** The row made or found. */
  id: z.number().int().nullable(),
  /** The job making its media. */
  jobId: z.number().int().nullable(),
  created: z.boolean(),
  error: z.string().nullable(),
});
export type AssetOutcome = z.infer<typeof assetOutcomeSchema>;

export const generationResultSchema = z.object({
  success: z.boolean(),
  projectId: z.number().int(),
  message: z.string(),
  items: z.array(assetOutcomeSchema),
});
export type GenerationResult = z.infer<typeof generationResultSchema>;

/** A render request's line, 'character: text' in the Director Console. */
export const directorVoiceLineSchema = z.object({ character: characterNameSchema, text: voiceLineTextSchema, ...directorLineDirectionShape });

/**
 * POST /api/director/render and /render-scene: a scene described by names. What does not exist yet
 * (the scene, its characters, set, score, lines) is created first, then the scene is rendered.
 */
export const directorRenderSchema = z
  .object({
    ...projectReferenceShape,
    scene: requiredTextSchema('Scene name').pipe(sceneNameSchema),
    characters: z.array(characterNameSchema).min(1, 'Render requires at least one character.'),
    set: requiredTextSchema('Set').pipe(setNameSchema),
    score: musicNameSchema.nullish(),
    voiceLines: nullAsAbsent(z.array(directorVoiceLineSchema)).default([]),
    resolution: optionalField(z.enum(RENDER_RESOLUTIONS)),
  })
  .refine(requireProject, PROJECT_REQUIRED);
export type DirectorRender = z.input<typeof directorRenderSchema>;

/**
 * POST /api/director/render/plan and /api/director/generate/plan: what the same call would create
 * and change in the project, described for a person, without doing any of it.
 */
export const directorPlanSchema = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  /** What would be made new ('character Mara', 'line Mara: Go.'). */
  creates: z.array(z.string()),
  /** What would change of what the project has ('Dock Talk: set Old Dock → Pier', 'line 2: …'). */
  changes: z.array(z.string()),
});
export type DirectorPlan = z.infer<typeof directorPlanSchema>;

/** A queued director render: the job and the URL its video will have once it completes. */
export const renderResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  projectId: z.number().int(),
  sceneId: z.number().int(),
  jobId: z.number().int(),
  renderPath: z.string(),
  /** What was created for the render (a character, a line…), by name. */
  created: z.array(z.string()),
  error: z.string().nullable(),
});
export type RenderResult = z.infer<typeof renderResultSchema>;

/** POST /api/director/archive: a scene by name in a project. */
export const archiveSceneByNameSchema = z
  .object({ ...projectReferenceShape, scene: z.string().trim().min(1, 'Scene name is required.') })
  .refine(requireProject, PROJECT_REQUIRED);
export type ArchiveSceneByName = z.input<typeof archiveSceneByNameSchema>;

/** An archive written to storage: archivePath is the URL it downloads from (with the session). */
export const archiveResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  archivePath: z.string(),
  /** Files in the zip besides manifest.json. */
  files: z.number().int(),
});
export type ArchiveResult = z.infer<typeof archiveResultSchema>;

/** POST /api/director/analyze-and-train: a script the server stored, by id or stored name. */
export const analyzeAndTrainSchema = z.object({
  scriptPath: z.string({ message: 'Script path is required' }).trim().min(1, 'Script path is required').max(255, 'Script path is too long'),
});
export type AnalyzeAndTrain = z.input<typeof analyzeAndTrainSchema>;

export const trainResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  scriptId: z.number().int(),
  projectId: z.number().int(),
  directorMemory: directorMemorySchema,
});
export type TrainResult = z.infer<typeof trainResultSchema>;
