import { z } from 'zod';
import { optionalField } from './common';
import type { UploadRule } from './uploads';

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
  { name: 'mfe_rendering', packageDir: 'mfe-rendering', devPort: 3015, exposes: ['SceneRendering', 'SceneEditorDialog', 'Storyboard'] },
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

/** A release's version becomes a folder name and a URL segment: plain semver only. */
export const RELEASE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export const releaseVersionSchema = z
  .string()
  .trim()
  .regex(RELEASE_VERSION_PATTERN, 'Version must look like 1.2.3.')
  .max(64, 'Version must be at most 64 characters.');

export const remoteNameSchema = z.enum(REMOTE_NAMES, { message: `Remote must be one of: ${REMOTE_NAMES.join(', ')}.` });

/** What the shell's remote loader reads: where each remote's manifest is. */
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

/**
 * Where a release's files come from: published through the API (immutable, with recorded hashes),
 * or the repository's own build folder (`<remote>/dist` at its package.json version, rebuilt in place).
 */
export const RELEASE_SOURCES = ['published', 'build'] as const;
export type ReleaseSource = (typeof RELEASE_SOURCES)[number];

/**
 * One remote of the active composition. `manifestUrl` carries `?h=` with the first 16 hex digits
 * of `manifestSha256`, so a shell can check the manifest it loaded against the composition.
 * `source` is null when the version is no release on this server (its slot fails to load).
 */
export const composedRemoteSchema = compositionRemoteSchema.extend({
  pinned: z.boolean(),
  source: z.enum(RELEASE_SOURCES).nullable(),
  manifestSha256: z.string().nullable(),
  bundleSha256: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type ComposedRemote = z.infer<typeof composedRemoteSchema>;

/** A previewed remote: the release this browser loads instead of `liveVersion`, the one everyone else loads. */
export const previewedRemoteSchema = z.object({ name: z.enum(REMOTE_NAMES), version: z.string(), liveVersion: z.string() });
export type PreviewedRemote = z.infer<typeof previewedRemoteSchema>;

/** The preview this browser is in (set by a preview link's cookie), or null. */
export const compositionPreviewSchema = z.object({ remotes: z.array(previewedRemoteSchema), expiresAt: z.string() });
export type CompositionPreview = z.infer<typeof compositionPreviewSchema>;

/**
 * GET /api/platform/composition: the loader's view plus the revision changes are made against.
 * With a valid preview cookie the previewed remotes are swapped in for that browser only, and
 * `preview` says which; the revision stays the live one.
 */
export const activeCompositionSchema = z.object({
  revision: z.number().int().min(0),
  remotes: z.array(composedRemoteSchema),
  preview: compositionPreviewSchema.nullable(),
});
export type ActiveComposition = z.infer<typeof activeCompositionSchema>;

export const remoteNameParamSchema = z.object({ name: remoteNameSchema });
export type RemoteNameParam = z.infer<typeof remoteNameParamSchema>;

/** Pins one release of a remote without the compatibility gate (kept for the journeys that break a remote on purpose). */
export const pinRemoteSchema = z.object({ version: releaseVersionSchema });
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

/**
 * The packages the shell shares as singletons (packages/federation/build/shared-singletons.mjs):
 * a release's requirements on them must be met by the shell's versions.
 */
export const SHELL_SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
] as const;

/** One entry of the `shared` array of a release's mf-manifest.json. */
export const sharedRequirementSchema = z.object({
  name: z.string(),
  requiredVersion: z.string().nullable(),
  version: z.string().nullable(),
  singleton: z.boolean(),
});
export type SharedRequirement = z.infer<typeof sharedRequirementSchema>;

export const releaseYankSchema = z.object({ yankedAt: z.string(), yankedBy: z.string(), reason: z.string() });

/** A release of a remote; hashes, publisher and yank are null for the repository's own build. */
export const releaseSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string(),
  source: z.enum(RELEASE_SOURCES),
  bundleSha256: z.string().nullable(),
  manifestSha256: z.string().nullable(),
  fileCount: z.number().int(),
  totalBytes: z.number().int(),
  builtAt: z.string().nullable(),
  gitCommit: z.string().nullable(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  yanked: releaseYankSchema.nullable(),
  shared: z.array(sharedRequirementSchema),
});
export type Release = z.infer<typeof releaseSchema>;

export const releaseListSchema = z.object({ releases: z.array(releaseSchema) });
export type ReleaseList = z.infer<typeof releaseListSchema>;

export const releaseListQuerySchema = z.object({ name: optionalField(remoteNameSchema) });

export const releaseParamsSchema = z.object({ name: remoteNameSchema, version: releaseVersionSchema });
export type ReleaseParams = z.infer<typeof releaseParamsSchema>;

/** POST /api/platform/releases: the text fields beside the bundle (multipart field `bundle`). */
export const publishReleaseFieldsSchema = z.object({
  name: remoteNameSchema,
  version: releaseVersionSchema,
  builtAt: optionalField(z.iso.datetime({ message: 'builtAt must be an ISO 8601 date and time.' })),
  gitCommit: optionalField(z.string().regex(/^[0-9a-f]{7,64}$/, 'gitCommit must be a hexadecimal commit id.')),
});
export type PublishReleaseFields = z.infer<typeof publishReleaseFieldsSchema>;

const MB = 1024 * 1024;

/** A release bundle: a .tgz of the remote's dist folder with mf-manifest.json at its root. */
export const RELEASE_BUNDLE_UPLOAD: UploadRule = {
  field: 'bundle',
  maxBytes: 50 * MB,
  mimeTypes: ['application/gzip', 'application/x-gzip', 'application/x-compressed-tar', 'application/x-tar', 'application/octet-stream', ''],
  accept: '.tgz,.tar.gz,application/gzip',
  invalidTypeMessage: "A release bundle must be a .tgz of the remote's dist folder.",
  tooLargeMessage: 'A release bundle must be at most 50 MB.',
};

const reasonSchema = z.string().trim().min(1, 'Give a reason.').max(500, 'A reason must be at most 500 characters.');

export const yankReleaseSchema = z.object({ reason: reasonSchema });
export type YankRelease = z.infer<typeof yankReleaseSchema>;

/** Whether a release may go live: every reason it may not, one per problem. */
export const releaseCompatibilitySchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string(),
  compatible: z.boolean(),
  problems: z.array(z.string()),
});
export type ReleaseCompatibility = z.infer<typeof releaseCompatibilitySchema>;

export const compositionPinSchema = z.object({ name: remoteNameSchema, version: releaseVersionSchema });
export type CompositionPin = z.infer<typeof compositionPinSchema>;

/** POST /api/platform/composition: pins made against the revision the caller saw (412 when it moved on). */
export const composeSchema = z.object({
  pins: z
    .array(compositionPinSchema)
    .min(1, 'Pin at least one release.')
    .refine((pins) => new Set(pins.map((pin) => pin.name)).size === pins.length, 'Pin each remote at most once.'),
  reason: reasonSchema,
  revision: z.number().int().min(0),
});
export type Compose = z.infer<typeof composeSchema>;

/** POST /api/platform/rollback: back to the previous revision, or to the one named. */
export const rollbackSchema = z.object({
  revision: optionalField(z.number().int().min(0)),
  reason: optionalField(reasonSchema),
});
export type Rollback = z.infer<typeof rollbackSchema>;

export const COMPOSITION_ACTIONS = ['compose', 'rollback', 'pin'] as const;

/** One revision of the composition: who changed what, when and why; `before` and `after` are the pins. */
export const compositionChangeSchema = z.object({
  revision: z.number().int(),
  action: z.enum(COMPOSITION_ACTIONS),
  reason: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
  rolledBackTo: z.number().int().nullable(),
  before: z.array(compositionPinSchema),
  after: z.array(compositionPinSchema),
});
export type CompositionChange = z.infer<typeof compositionChangeSchema>;

export const compositionHistorySchema = z.object({
  revision: z.number().int().min(0),
  changes: z.array(compositionChangeSchema),
});
export type CompositionHistory = z.infer<typeof compositionHistorySchema>;

/** How long a preview link (and the preview it starts) lasts when the request does not say. */
export const DEFAULT_PREVIEW_MINUTES = 60;
/** At most a week: a preview is for trying a release, not for running on it. */
export const MAX_PREVIEW_MINUTES = 7 * 24 * 60;

/** POST /api/platform/previews: which releases one browser should load instead of the live ones. */
export const createPreviewSchema = z.object({
  remotes: z
    .array(compositionPinSchema)
    .min(1, 'Preview at least one release.')
    .refine((pins) => new Set(pins.map((pin) => pin.name)).size === pins.length, 'Preview each remote at most once.'),
  expiresInMinutes: optionalField(
    z
      .number()
      .int('expiresInMinutes must be a whole number.')
      .min(1, 'A preview lasts at least 1 minute.')
      .max(MAX_PREVIEW_MINUTES, `A preview lasts at most ${MAX_PREVIEW_MINUTES} minutes (a week).`),
  ),
});
export type CreatePreview = z.infer<typeof createPreviewSchema>;

/** A signed preview link: opening it before `expiresAt` puts that browser in the preview. */
export const previewLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  remotes: z.array(compositionPinSchema),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** The signed token of a preview link (base64url payload and signature); checked by the server, never trusted. */
export const previewTokenParamSchema = z.object({ token: z.string().min(1).max(4096) });

/**
 * The credentials of the platform API beside the studio password: a platform token composes,
 * rolls back, yanks, publishes any remote and manages tokens; a publish token publishes releases
 * of its one remote. The secret is shown once, when the token is created.
 */
export const PLATFORM_TOKEN_KINDS = ['platform', 'publish'] as const;
export type PlatformTokenKind = (typeof PLATFORM_TOKEN_KINDS)[number];

/** The secret's first characters say what it opens, as GitHub's `ghp_` do. */
export const PLATFORM_TOKEN_PREFIXES: Record<PlatformTokenKind, string> = { platform: 'stp_', publish: 'stm_' };

/** The bootstrap platform token of the server's PLATFORM_TOKEN, as history names its changes. */
export const ENVIRONMENT_TOKEN_NAME = 'PLATFORM_TOKEN (environment)';

/** Fits the `changedBy` of a revision and the `publishedBy` of a release, which name the token. */
export const PLATFORM_TOKEN_NAME_MAX = 48;

export const createPlatformTokenSchema = z
  .object({
    name: z
      .string({ message: 'Name is required.' })
      .trim()
      .min(2, 'Name the token after who uses it, e.g. "characters team" (at least 2 characters).')
      .max(PLATFORM_TOKEN_NAME_MAX, `A token's name is at most ${PLATFORM_TOKEN_NAME_MAX} characters.`)
      // The history names changes by token: no token may pass for the server's own.
      .refine((name) => name !== ENVIRONMENT_TOKEN_NAME, `${ENVIRONMENT_TOKEN_NAME} is the server's own token: choose another name.`),
    kind: z.enum(PLATFORM_TOKEN_KINDS, { message: 'Kind must be platform or publish.' }),
    remote: optionalField(remoteNameSchema),
  })
  .superRefine((token, context) => {
    if (token.kind === 'publish' && token.remote === undefined)
      context.addIssue({ code: 'custom', path: ['remote'], message: 'A publish token needs the one remote it may publish.' });
    if (token.kind === 'platform' && token.remote !== undefined)
      context.addIssue({ code: 'custom', path: ['remote'], message: 'A platform token is for every remote: leave the remote out.' });
  });
export type CreatePlatformToken = z.infer<typeof createPlatformTokenSchema>;

/** A token as listed: never its secret. */
export const platformTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PLATFORM_TOKEN_KINDS),
  remote: z.enum(REMOTE_NAMES).nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PlatformToken = z.infer<typeof platformTokenSchema>;

export const platformTokenListSchema = z.object({ tokens: z.array(platformTokenSchema) });
export type PlatformTokenList = z.infer<typeof platformTokenListSchema>;

/** The answer to creating a token: the only time its secret is sent. */
export const createdPlatformTokenSchema = z.object({ token: platformTokenSchema, secret: z.string() });
export type CreatedPlatformToken = z.infer<typeof createdPlatformTokenSchema>;

/** GET /api/docs: an OpenAPI 3.1 document (checked loosely: its shape belongs to OpenAPI). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
