import { z } from 'zod';

/**
 * The seven remotes. `name` is the federation container name (a JS identifier), `packageDir`
 * the workspace folder that builds it, `devPort` its dev server, `exposes` the screens and dialogs it offers.
 */
export const REMOTES = [
  {
    name: 'mfe_characters',
    packageDir: 'mfe-characters',
    devPort: 3011,
    exposes: ['CharacterBuilder', 'ProjectCharacters'],
  },
  { name: 'mfe_sets', packageDir: 'mfe-sets', devPort: 3012, exposes: ['SetBuilder', 'ProjectSets'] },
  { name: 'mfe_music', packageDir: 'mfe-music', devPort: 3013, exposes: ['MusicComposer', 'ProjectMusic'] },
  {
    name: 'mfe_voiceover',
    packageDir: 'mfe-voiceover',
    devPort: 3014,
    exposes: ['VoiceoverGenerator', 'ProjectVoiceLines', 'VoiceLineDialog'],
  },
  { name: 'mfe_rendering', packageDir: 'mfe-rendering', devPort: 3015, exposes: ['SceneRendering', 'SceneEditorDialog'] },
  {
    name: 'mfe_script_director',
    packageDir: 'mfe-script-director',
    devPort: 3016,
    exposes: ['ScriptImporter', 'DirectorConsole', 'ProjectDirector'],
  },
  {
    name: 'mfe_import_settings',
    packageDir: 'mfe-import-settings',
    devPort: 3017,
    exposes: ['ImportProject', 'Settings', 'PirateTemplate'],
  },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];
export const REMOTE_NAMES = REMOTES.map((remote) => remote.name) as [RemoteName, ...RemoteName[]];
export const SHELL_DEV_PORT = 3001;

export const compositionRemoteSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string(),
  manifestUrl: z.string(),
});
export type CompositionRemote = z.infer<typeof compositionRemoteSchema>;

export const compositionSchema = z.object({
  remotes: z.array(compositionRemoteSchema),
});
export type Composition = z.infer<typeof compositionSchema>;

export const remoteNameParamSchema = z.object({
  name: z.enum(REMOTE_NAMES, { message: `Remote must be one of: ${REMOTE_NAMES.join(', ')}.` }),
});
export type RemoteNameParam = z.infer<typeof remoteNameParamSchema>;

/** Pins one release of a remote in the active composition (the platform team's switch). */
export const pinRemoteSchema = z.object({
  version: z
    .string()
    .trim()
    .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'Version must look like 1.2.3.')
    .max(64, 'Version must be at most 64 characters.'),
});
export type PinRemote = z.infer<typeof pinRemoteSchema>;

/** One change of a remote's pin, newest first in a history. */
export const remotePinChangeSchema = z.object({
  version: z.string(),
  previousVersion: z.string(),
  changedAt: z.string(),
});
export type RemotePinChange = z.infer<typeof remotePinChangeSchema>;

export const remotePinHistorySchema = z.object({
  name: z.enum(REMOTE_NAMES),
  changes: z.array(remotePinChangeSchema),
});
export type RemotePinHistory = z.infer<typeof remotePinHistorySchema>;

/** GET /api/docs: an OpenAPI 3.1 document (checked loosely: its shape belongs to OpenAPI). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
