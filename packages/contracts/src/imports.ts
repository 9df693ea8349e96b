import { z } from 'zod';
import type { UploadRule } from './uploads';

/** docs/product-rules.md#limits: the manifest limit (5 MB), enforced by the server. */
export const MANIFEST_MAX_BYTES = 5 * 1024 * 1024;

/** A bundle (.zip of manifest.json and the files it names) may carry media: larger. */
export const BUNDLE_MAX_BYTES = 200 * 1024 * 1024;

/**
 * POST /api/import/project-manifest: a JSON manifest (at most 5 MB) or a .zip bundle holding
 * manifest.json and the asset files it names. Browsers label both loosely; the bytes decide.
 */
export const MANIFEST_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: BUNDLE_MAX_BYTES,
  mimeTypes: ['application/json', 'application/zip', 'application/x-zip-compressed', 'application/octet-stream', 'text/plain', ''],
  accept: 'application/json,.json,application/zip,.zip',
  invalidTypeMessage: 'Please select a JSON manifest or a .zip bundle',
  tooLargeMessage: 'A project bundle must be at most 200 MB.',
};

/** Optional text fields: absent, null or a string. */
const optionalText = z.string().nullish();

/**
 * docs/product-rules.md#entities: the project manifest file a user imports. Besides the spec's
 * fields, an exported bundle's manifest says what the spec's leaves out (a project's description,
 * a set's type, a track's name and style, a character's description), so it imports back equal.
 */
export const projectManifestSchema = z.object({
  name: z.string().trim().min(1, 'Required'),
  description: optionalText,
  characters: z
    .array(z.object({ name: z.string(), model_path: optionalText, description: optionalText, is_pirate: z.boolean().optional() }))
    .default([]),
  sets: z
    .array(
      z.object({ name: z.string(), scene_file: optionalText, type: optionalText, ocean_type: optionalText, kind: optionalText, description: optionalText }),
    )
    .default([]),
  /** A track for a scene; entries with the same `name` are one track used by several scenes. */
  music: z
    .array(
      z.object({
        scene_name: optionalText,
        mp3_path: optionalText,
        name: optionalText,
        style: optionalText,
        mood: optionalText,
        description: optionalText,
      }),
    )
    .default([]),
  voice_lines: z
    .array(
      z.object({
        character: z.string(),
        text: z.string(),
        file: optionalText,
        scene: optionalText,
        /** The line's direction (direction.ts); absent: automatic. The camera's subject is a character's name. */
        emotion: optionalText,
        intensity: z.number().nullish(),
        action: optionalText,
        action_target: optionalText,
        parenthetical: optionalText,
        camera: z.object({ kind: z.string(), subject: optionalText }).nullish(),
        pause_before: z.number().nullish(),
      }),
    )
    .default([]),
  scenes: z
    .array(
      z.object({
        name: z.string(),
        description: optionalText,
        set: optionalText,
        characters: z.array(z.string()).default([]),
        order: z.number().int().optional(),
        /** The scene's own time of day and weather (TIMES_OF_DAY, WEATHERS); absent: automatic. */
        time_of_day: optionalText,
        weather: optionalText,
        /** How fast the scene is cut (SCENE_PACES); absent: automatic. */
        pace: optionalText,
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

/** docs/product-rules.md#entities: the answer of POST /api/import/project-manifest (multipart field `file`). */
export const importResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  projectId: z.number().int().nullable().optional(),
  details: importDetailsSchema.optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
