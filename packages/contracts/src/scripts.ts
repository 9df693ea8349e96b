import { z } from 'zod';
import { idSchema, isoDateSchema, optionalField } from './common';
import { actionSchema, emotionSchema, intensitySchema, pauseBeforeSchema } from './direction';
import { projectNameSchema } from './projects';
import type { UploadRule } from './uploads';

/** The screenplay formats the analysis reads; the file's bytes decide, not its name. */
export const SCRIPT_FORMATS = ['fountain', 'fdx', 'pdf'] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];

/** For `<input type="file" accept=…>`: Fountain, plain text, Final Draft and PDF. */
export const SCRIPT_FILE_TYPES = '.fountain,.spmd,.txt,.fdx,.pdf';

const MB = 1024 * 1024;

/**
 * A screenplay upload. Browsers give .fountain and .fdx files no MIME type or a generic one, so
 * the server sniffs the format from the bytes and the MIME types here are only what a form may
 * show; the size limit is enforced with 413.
 */
export const SCRIPT_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: 10 * MB,
  mimeTypes: ['text/plain', 'application/pdf', 'application/xml', 'text/xml', 'application/octet-stream', ''],
  accept: SCRIPT_FILE_TYPES,
  invalidTypeMessage: 'Script must be a Fountain or plain text, Final Draft (.fdx) or PDF file.',
  tooLargeMessage: 'Script must be at most 10 MB.',
};

export const NO_SCRIPT_MESSAGE = 'Please upload or paste a script first';

/**
 * POST /api/scripts/analyze, the text fields of the multipart body: the script as `text` when no
 * `file` is sent, the project to store it under (created when no project has that name), and
 * whether to build the director memory.
 */
export const analyzeScriptFieldsSchema = z.object({
  projectName: projectNameSchema,
  text: optionalField(z.string()),
  generateDirectorMemory: z
    .union([z.boolean(), z.enum(['true', 'false'])], { message: "generateDirectorMemory must be 'true' or 'false'" })
    .nullish()
    .transform((value) => value === true || value === 'true'),
});
export type AnalyzeScriptFields = z.infer<typeof analyzeScriptFieldsSchema>;

export const dialogueLineSchema = z.object({
  character: z.string(),
  text: z.string(),
  /** '(whispering)' and the like, without the brackets. */
  parenthetical: z.string().optional(),
  /**
   * The direction the screenplay gives the line (its parenthetical, the action lines before it
   * that show its speaker); absent where it gives none, and the line's words decide when played.
   */
  emotion: emotionSchema.optional(),
  intensity: intensitySchema.optional(),
  action: actionSchema.optional(),
  /** Whom or what the action aims at, as written ('the lamp', 'Tom'). */
  actionTarget: z.string().optional(),
  pauseBefore: pauseBeforeSchema.optional(),
});
export type DialogueLine = z.infer<typeof dialogueLineSchema>;

export const analyzedCharacterSchema = z.object({
  name: z.string(),
  /** From the action line that introduces the character, or '' when there is none. */
  description: z.string(),
  traits: z.array(z.string()),
  dialogueExamples: z.array(z.string()),
});
export type AnalyzedCharacter = z.infer<typeof analyzedCharacterSchema>;

export const analyzedSceneSchema = z.object({
  name: z.string(),
  description: z.string(),
  location: z.string(),
  /** DAY, NIGHT, CONTINUOUS… as the heading says, '' when it says none. */
  timeOfDay: z.string(),
  /** INT, EXT or INT/EXT, null for a heading without one. */
  interior: z.enum(['INT', 'EXT', 'INT/EXT']).nullable(),
  characters: z.array(z.string()),
  dialogue: z.array(dialogueLineSchema),
});
export type AnalyzedScene = z.infer<typeof analyzedSceneSchema>;

export const directorMemorySchema = z.object({
  theme: z.string(),
  characters: z.array(analyzedCharacterSchema.pick({ name: true, description: true, traits: true })),
  scenes: z.array(analyzedSceneSchema.pick({ name: true, location: true, timeOfDay: true, description: true, characters: true, dialogue: true })),
});
export type DirectorMemory = z.infer<typeof directorMemorySchema>;

/** What the server keeps of an analysis and answers with. */
export const scriptAnalysisSchema = z.object({
  title: z.string().nullable(),
  format: z.enum(SCRIPT_FORMATS),
  characters: z.array(analyzedCharacterSchema),
  scenes: z.array(analyzedSceneSchema),
  directorMemory: directorMemorySchema.nullable(),
});
export type ScriptAnalysis = z.infer<typeof scriptAnalysisSchema>;

export const analyzeScriptResultSchema = scriptAnalysisSchema.extend({
  success: z.literal(true),
  error: z.null(),
  scriptId: z.number().int(),
  projectId: z.number().int(),
});
export type AnalyzeScriptResult = z.infer<typeof analyzeScriptResultSchema>;

/** A stored script, without its analysis. */
export const storedScriptSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** The name the server stored it under, e.g. 'script-12.fountain'. */
  storedName: z.string(),
  /** The /media URL of the stored bytes. */
  filePath: z.string(),
  /** The uploaded file's name, or null for pasted text. */
  originalName: z.string().nullable(),
  title: z.string().nullable(),
  format: z.enum(SCRIPT_FORMATS),
  sceneCount: z.number().int(),
  characterCount: z.number().int(),
  createdAt: isoDateSchema,
});
export type StoredScript = z.infer<typeof storedScriptSchema>;
export const storedScriptListSchema = z.array(storedScriptSchema);

/** GET /api/scripts/:scriptId/data */
export const scriptDataSchema = storedScriptSchema.extend({ analysis: scriptAnalysisSchema });
export type ScriptData = z.infer<typeof scriptDataSchema>;

export const scriptIdParamSchema = z.object({ scriptId: idSchema });

/**
 * GET /api/scripts/:scriptId/export and /api/projects/:id/screenplay: the file format to write and
 * whether to number the scene headings in both margins (PDF; Fountain and FDX keep the numbers a
 * script has).
 */
export const screenplayExportQuerySchema = z.object({
  format: z.enum(SCRIPT_FORMATS, { message: `Format must be one of: ${SCRIPT_FORMATS.join(', ')}.` }),
  sceneNumbers: optionalField(z.enum(['true', 'false'], { message: "sceneNumbers must be 'true' or 'false'" })).transform((value) => value === 'true'),
});
export type ScreenplayExportQuery = z.infer<typeof screenplayExportQuerySchema>;

/** The media type each written format is answered with. */
export const SCREENPLAY_MEDIA_TYPES = { fountain: 'text/plain', fdx: 'application/xml', pdf: 'application/pdf' } as const satisfies Record<ScriptFormat, string>;

export const NO_SCENES_TO_EXPORT_MESSAGE = 'The project has no scenes to write as a screenplay';
