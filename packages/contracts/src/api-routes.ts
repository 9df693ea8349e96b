import { z } from 'zod';
import { loginSchema, sessionSchema } from './auth';
import { createdProjectSchema, projectBlueprintSchema } from './blueprints';
import {
  characterListSchema,
  characterLookupQuerySchema,
  characterSchema,
  createCharacterSchema,
  generateCharacterModelSchema,
  updateCharacterSchema,
} from './characters';
import { idParamSchema, okSchema } from './common';
import {
  analyzeAndTrainSchema,
  archiveResultSchema,
  archiveSceneByNameSchema,
  assetValidationSchema,
  directorRenderSchema,
  filmSchema,
  generateAssetsSchema,
  generateMissingAssetsSchema,
  generationResultSchema,
  projectSceneParamSchema,
  renderFilmSchema,
  renderResultSchema,
  sceneIdParamSchema,
  sceneReadinessSchema,
  trainResultSchema,
} from './director';
import { liveEventSchema } from './events';
import { piratePreferencesSchema } from './pirate';
import { importResultSchema, MANIFEST_UPLOAD } from './imports';
import { jobListQuerySchema, jobListSchema, jobSchema } from './jobs';
import { generatedModelSchema } from './models';
import { createMusicTrackSchema, generatedMusicSchema, generateMusicSchema, musicTrackListSchema, musicTrackSchema, updateMusicTrackSchema } from './music';
import { projectOverviewSchema } from './overview';
import {
  activeCompositionSchema,
  composeSchema,
  compositionHistorySchema,
  createPreviewSchema,
  openApiDocumentSchema,
  pinRemoteSchema,
  previewLinkSchema,
  previewTokenParamSchema,
  publishReleaseFieldsSchema,
  RELEASE_BUNDLE_UPLOAD,
  releaseCompatibilitySchema,
  releaseListQuerySchema,
  releaseListSchema,
  releaseParamsSchema,
  releaseSchema,
  remoteNameParamSchema,
  remotePinHistorySchema,
  rollbackSchema,
  yankReleaseSchema,
} from './platform';
import { createProjectSchema, projectListSchema, projectSchema, updateProjectSchema } from './projects';
import { sceneCharacterLinkSchema, sceneCharacterSchema } from './scene-characters';
import { createSceneSchema, renderSceneByNameSchema, renderSceneSchema, sceneListSchema, sceneSchema, updateSceneSchema } from './scenes';
import { createSetSchema, generateSetModelSchema, setListSchema, setSchema, updateSetSchema } from './sets';
import { saveServiceKeySchema, serviceKeyListSchema, serviceKeyStatusSchema, serviceParamSchema } from './settings';
import { healthSchema, studioStatusSchema } from './status';
import {
  analyzeScriptFieldsSchema,
  directorMemorySchema,
  analyzeScriptResultSchema,
  SCRIPT_UPLOAD,
  scriptDataSchema,
  scriptIdParamSchema,
  storedScriptListSchema,
} from './scripts';
import { sceneTimelineSchema } from './timeline';
import { MUSIC_AUDIO_UPLOAD, REFERENCE_IMAGE_UPLOAD, type UploadRule } from './uploads';
import {
  createVoiceLineSchema,
  generatedVoiceLineSchema,
  generateVoiceLineSchema,
  updateVoiceLineSchema,
  voiceLineListSchema,
  voiceLineSchema,
} from './voice-lines';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Which per-session budget (per client address without a session) a route spends, checked before
 * its body is read: login attempts, uploads, script analyses, or requests that start generating
 * or rendering. Each budget is counted per minute across all routes of that class.
 */
export type RateLimitClass = 'login' | 'upload' | 'analysis' | 'generation';

/** How a response body is written; JSON unless said otherwise. */
export type ResponseFormat = 'json' | 'event-stream' | 'html' | 'file';

export interface ApiRoute {
  method: HttpMethod;
  /** Express-style path, e.g. /api/characters/:id */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart body when `upload` is set. */
  body?: z.ZodType;
  /** multipart/form-data with one file, checked by this rule. */
  upload?: UploadRule;
  /** The upload's file may be left out (its text fields then carry the content). */
  uploadOptional?: boolean;
  /** The JSON body; for an event stream, one event's data; for html and file, a string. */
  response: z.ZodType;
  format?: ResponseFormat;
  /** Success status when it is not Nest's default (201 for POST, else 200); 303 for a link that redirects. */
  status?: 200 | 202 | 303;
  /** Reachable without a session. */
  public?: boolean;
  /** Answered with Cache-Control: no-store. */
  noStore?: boolean;
  /** Answered 429 with Retry-After once the caller has spent this budget for the minute. */
  rateLimit?: RateLimitClass;
}

/** Keeps each entry's literal method, path and schemas, which the controllers and the client are typed by. */
const defineRoutes = <const T extends Record<string, ApiRoute>>(routes: T): T => routes;

const textSchema = z.string();

/** The files of the browsable API docs page: Swagger UI's script and style sheet, and the script that starts it. */
export const DOCS_ASSET_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'start-docs.js'] as const;
export const docsAssetParamSchema = z.object({ file: z.enum(DOCS_ASSET_FILES) });

/**
 * Every endpoint of the API, once, by name. Controllers bind to an entry with `@Endpoint(name)`,
 * the API client calls one with `callApi(name, …)`, and the OpenAPI document, the route guard
 * test and the served-routes test are generated from it, so none of them can disagree.
 */
export const apiRoutes = defineRoutes({
  health: { method: 'GET', path: '/api/health', summary: 'Liveness and database check', response: healthSchema, public: true },
  login: { method: 'POST', path: '/api/auth/login', summary: 'Open a session', body: loginSchema, response: sessionSchema, status: 200, public: true, rateLimit: 'login' },
  logout: { method: 'POST', path: '/api/auth/logout', summary: 'Close the session', response: sessionSchema, status: 200, public: true },
  getSession: { method: 'GET', path: '/api/auth/session', summary: 'Whether a session exists', response: sessionSchema, public: true },
  getStatus: {
    method: 'GET',
    path: '/api/status',
    summary: 'AI service key status and local engine availability',
    response: studioStatusSchema,
    noStore: true,
  },

  listServiceKeys: {
    method: 'GET',
    path: '/api/settings/keys',
    summary: 'Which AI services have a stored key (never the key)',
    response: serviceKeyListSchema,
    noStore: true,
  },
  testServiceKeys: {
    method: 'POST',
    path: '/api/settings/keys/test',
    summary: "Test every service's key in use (stored or from the environment) with a cheap authenticated call to its provider",
    response: serviceKeyListSchema,
    status: 200,
    noStore: true,
  },
  saveServiceKey: {
    method: 'PUT',
    path: '/api/settings/keys/:service',
    summary: "Test an AI service key with its provider, then store it encrypted at rest; a key the provider refuses is not stored (400 with the provider's reason)",
    params: serviceParamSchema,
    body: saveServiceKeySchema,
    response: serviceKeyStatusSchema,
    noStore: true,
  },
  deleteServiceKey: {
    method: 'DELETE',
    path: '/api/settings/keys/:service',
    summary: 'Remove the stored key of an AI service',
    params: serviceParamSchema,
    response: serviceKeyStatusSchema,
    noStore: true,
  },

  getPiratePreferences: {
    method: 'GET',
    path: '/api/settings/pirate-preferences',
    summary: 'The pirate preferences (dialect intensity, canon names, default sea conditions) the Pirate Template uses',
    response: piratePreferencesSchema,
    noStore: true,
  },
  savePiratePreferences: {
    method: 'PUT',
    path: '/api/settings/pirate-preferences',
    summary: 'Store the pirate preferences',
    body: piratePreferencesSchema,
    response: piratePreferencesSchema,
    noStore: true,
  },
  getComposition: {
    method: 'GET',
    path: '/api/platform/composition',
    summary: 'Active remote composition: its revision, and per remote the release, its manifest URL (with the hash) and warnings',
    response: activeCompositionSchema,
    noStore: true,
  },
  composeRemotes: {
    method: 'POST',
    path: '/api/platform/composition',
    summary:
      'Pin releases, made against the revision read before (412 when it moved on); a release that fails the compatibility gate is refused (422, every reason) and nothing changes',
    body: composeSchema,
    response: activeCompositionSchema,
    status: 200,
    noStore: true,
  },
  getCompositionHistory: {
    method: 'GET',
    path: '/api/platform/composition/history',
    summary: 'Every revision of the composition, newest first: who, when, why, the pins before and after',
    response: compositionHistorySchema,
    noStore: true,
  },
  rollbackComposition: {
    method: 'POST',
    path: '/api/platform/rollback',
    summary: 'Return to the previous revision, or to the one named; recorded as a new revision and checked by the same gate',
    body: rollbackSchema,
    response: activeCompositionSchema,
    status: 200,
    noStore: true,
  },
  pinRemote: {
    method: 'PUT',
    path: '/api/platform/composition/:name',
    summary: 'Pin one version of a remote at once, without the revision check or the compatibility gate (a version that is no release breaks that remote only)',
    params: remoteNameParamSchema,
    body: pinRemoteSchema,
    response: activeCompositionSchema,
    noStore: true,
  },
  getRemotePinHistory: {
    method: 'GET',
    path: '/api/platform/composition/:name/history',
    summary: 'Pin changes of a remote, newest first',
    params: remoteNameParamSchema,
    response: remotePinHistorySchema,
    noStore: true,
  },
  listReleases: {
    method: 'GET',
    path: '/api/platform/releases',
    summary: "Every release (of one remote with ?name=), newest first, with the repository's own build of each remote",
    query: releaseListQuerySchema,
    response: releaseListSchema,
    noStore: true,
  },
  publishRelease: {
    method: 'POST',
    path: '/api/platform/releases',
    summary:
      "Publish a release: a .tgz of the remote's dist folder with mf-manifest.json at its root (201; 200 with the same record when that version exists with the same files; 409 when it exists with others)",
    body: publishReleaseFieldsSchema,
    upload: RELEASE_BUNDLE_UPLOAD,
    response: releaseSchema,
    noStore: true,
    rateLimit: 'upload',
  },
  getReleaseCompatibility: {
    method: 'GET',
    path: '/api/platform/releases/:name/:version/compatibility',
    summary: "Whether a release may be composed: the shell's shared singletons, its manifest and entry, its files against their recorded hashes, not yanked",
    params: releaseParamsSchema,
    response: releaseCompatibilitySchema,
    noStore: true,
  },
  yankRelease: {
    method: 'POST',
    path: '/api/platform/releases/:name/:version/yank',
    summary: 'Yank a published release: it stays listed and served, cannot be composed, and a composition using it warns',
    params: releaseParamsSchema,
    body: yankReleaseSchema,
    response: releaseSchema,
    status: 200,
    noStore: true,
  },
  createPreview: {
    method: 'POST',
    path: '/api/platform/previews',
    summary:
      'A signed, expiring link that lets one browser load these releases instead of the live ones (404 for a release that is not on this server, 422 with the reasons for one the gate refuses)',
    body: createPreviewSchema,
    response: previewLinkSchema,
    noStore: true,
  },
  openPreview: {
    method: 'GET',
    path: '/api/platform/preview/:token',
    summary:
      "A preview link: a valid one sets this browser's preview cookie and redirects to the studio (303); an expired or forged one answers a page saying so and sets nothing",
    params: previewTokenParamSchema,
    response: textSchema,
    format: 'html',
    status: 303,
    public: true,
    noStore: true,
  },
  exitPreview: {
    method: 'POST',
    path: '/api/platform/preview/exit',
    summary: "Leave the preview: clears this browser's preview cookie, so it loads the live composition again",
    response: okSchema,
    status: 200,
    noStore: true,
  },

  getDocs: {
    method: 'GET',
    path: '/api/docs',
    summary: 'Browsable API reference (HTML); this OpenAPI 3.1 document when the request asks for JSON',
    response: openApiDocumentSchema,
  },
  getOpenApiDocument: { method: 'GET', path: '/api/docs.json', summary: 'This OpenAPI 3.1 document', response: openApiDocumentSchema },
  getDocsAsset: {
    method: 'GET',
    path: '/api/docs/assets/:file',
    summary: "A script or style sheet of the API reference page",
    params: docsAssetParamSchema,
    response: textSchema,
    format: 'file',
  },

  listProjects: { method: 'GET', path: '/api/projects', summary: 'List projects', response: projectListSchema },
  getProject: { method: 'GET', path: '/api/projects/:id', summary: 'One project', params: idParamSchema, response: projectSchema },
  getProjectOverview: {
    method: 'GET',
    path: '/api/projects/:id/overview',
    summary: 'Project with all its entities',
    params: idParamSchema,
    response: projectOverviewSchema,
  },
  listProjectCharacters: {
    method: 'GET',
    path: '/api/projects/:id/characters',
    summary: 'Characters of a project',
    params: idParamSchema,
    response: characterListSchema,
  },
  listProjectSets: { method: 'GET', path: '/api/projects/:id/sets', summary: 'Sets of a project', params: idParamSchema, response: setListSchema },
  listProjectMusic: {
    method: 'GET',
    path: '/api/projects/:id/music',
    summary: 'Music tracks of a project',
    params: idParamSchema,
    response: musicTrackListSchema,
  },
  listProjectScenes: { method: 'GET', path: '/api/projects/:id/scenes', summary: 'Scenes of a project', params: idParamSchema, response: sceneListSchema },
  listProjectVoiceLines: {
    method: 'GET',
    path: '/api/projects/:id/voicelines',
    summary: 'Voice lines of a project',
    params: idParamSchema,
    response: voiceLineListSchema,
  },
  createProject: { method: 'POST', path: '/api/projects', summary: 'Create a project', body: createProjectSchema, response: projectSchema },
  updateProject: {
    method: 'PUT',
    path: '/api/projects/:id',
    summary: 'Update a project',
    params: idParamSchema,
    body: updateProjectSchema,
    response: projectSchema,
  },
  deleteProject: { method: 'DELETE', path: '/api/projects/:id', summary: 'Delete a project and everything in it', params: idParamSchema, response: okSchema },

  findCharactersByName: {
    method: 'GET',
    path: '/api/characters',
    summary: 'Look up characters by name',
    query: characterLookupQuerySchema,
    response: characterListSchema,
  },
  getCharacter: { method: 'GET', path: '/api/characters/:id', summary: 'One character', params: idParamSchema, response: characterSchema },
  createCharacter: { method: 'POST', path: '/api/characters', summary: 'Create a character', body: createCharacterSchema, response: characterSchema },
  updateCharacter: {
    method: 'PUT',
    path: '/api/characters/:id',
    summary: 'Update a character',
    params: idParamSchema,
    body: updateCharacterSchema,
    response: characterSchema,
  },
  deleteCharacter: { method: 'DELETE', path: '/api/characters/:id', summary: 'Delete a character', params: idParamSchema, response: okSchema },
  uploadCharacterReferenceImage: {
    method: 'POST',
    path: '/api/characters/:id/reference-image',
    summary: 'Upload the reference image (PNG, JPEG, WebP or GIF, at most 5 MB)',
    params: idParamSchema,
    upload: REFERENCE_IMAGE_UPLOAD,
    response: characterSchema,
    status: 200,
    rateLimit: 'upload',
  },
  generateCharacterModel: {
    method: 'POST',
    path: '/api/characters/:id/generate-model',
    summary: "Queue building the character's 3D model (the job; modelPath is set when it completes; 409 while one is queued or running)",
    params: idParamSchema,
    response: jobSchema,
    status: 202,
    rateLimit: 'generation',
  },

  getSet: { method: 'GET', path: '/api/sets/:id', summary: 'One set', params: idParamSchema, response: setSchema },
  createSet: { method: 'POST', path: '/api/sets', summary: 'Create a set', body: createSetSchema, response: setSchema },
  updateSet: { method: 'PUT', path: '/api/sets/:id', summary: 'Update a set', params: idParamSchema, body: updateSetSchema, response: setSchema },
  deleteSet: { method: 'DELETE', path: '/api/sets/:id', summary: 'Delete a set', params: idParamSchema, response: okSchema },
  generateSetModel: {
    method: 'POST',
    path: '/api/sets/:id/generate-model',
    summary: "Queue building the set's 3D environment (the job; scenePath is set when it completes; 409 while one is queued or running)",
    params: idParamSchema,
    response: jobSchema,
    status: 202,
    rateLimit: 'generation',
  },

  getMusicTrack: { method: 'GET', path: '/api/music/:id', summary: 'One music track', params: idParamSchema, response: musicTrackSchema },
  createMusicTrack: { method: 'POST', path: '/api/music', summary: 'Create a music track', body: createMusicTrackSchema, response: musicTrackSchema },
  updateMusicTrack: {
    method: 'PUT',
    path: '/api/music/:id',
    summary: 'Update a music track',
    params: idParamSchema,
    body: updateMusicTrackSchema,
    response: musicTrackSchema,
  },
  deleteMusicTrack: { method: 'DELETE', path: '/api/music/:id', summary: 'Delete a music track', params: idParamSchema, response: okSchema },
  uploadMusicAudio: {
    method: 'POST',
    path: '/api/music/:id/audio',
    summary: 'Upload the audio file (MP3, WAV, OGG, WebM, M4A or FLAC, at most 25 MB)',
    params: idParamSchema,
    upload: MUSIC_AUDIO_UPLOAD,
    response: musicTrackSchema,
    status: 200,
    rateLimit: 'upload',
  },
  generateMusic: {
    method: 'POST',
    path: '/api/generate/music',
    summary: 'Compose a 30 s track for a scene now; the style is the one given, else the one the description and mood suggest; the scene name seeds it',
    body: generateMusicSchema,
    response: generatedMusicSchema,
    rateLimit: 'generation',
  },

  getScene: { method: 'GET', path: '/api/scenes/:id', summary: 'One scene', params: idParamSchema, response: sceneSchema },
  listSceneVoiceLines: {
    method: 'GET',
    path: '/api/scenes/:id/voicelines',
    summary: 'Voice lines of a scene',
    params: idParamSchema,
    response: voiceLineListSchema,
  },
  createScene: { method: 'POST', path: '/api/scenes', summary: 'Create a scene', body: createSceneSchema, response: sceneSchema },
  updateScene: { method: 'PUT', path: '/api/scenes/:id', summary: 'Update a scene', params: idParamSchema, body: updateSceneSchema, response: sceneSchema },
  deleteScene: { method: 'DELETE', path: '/api/scenes/:id', summary: 'Delete a scene', params: idParamSchema, response: okSchema },
  getSceneTimeline: {
    method: 'GET',
    path: '/api/scenes/:id/timeline',
    summary: "The scene's timeline (shots, blocking, audio, subtitles) as a render plays it; 409 naming what is missing when the scene is not ready",
    params: idParamSchema,
    response: sceneTimelineSchema,
  },
  renderScene: {
    method: 'POST',
    path: '/api/scenes/:id/render',
    summary:
      "Queue rendering the scene to an MP4 with a poster and an .srt (the 'scene.render' job; renderedPath is set when it completes; 409 when not ready or already rendering)",
    params: idParamSchema,
    body: renderSceneSchema,
    response: jobSchema,
    status: 202,
    rateLimit: 'generation',
  },
  renderSceneByName: {
    method: 'POST',
    path: '/api/render/scene',
    summary: 'Queue rendering the scene of that name (in the project, when given) whose cast and set match (the job; 404 no such scene; 409 no match)',
    body: renderSceneByNameSchema,
    response: jobSchema,
    status: 202,
    rateLimit: 'generation',
  },

  getVoiceLine: { method: 'GET', path: '/api/voicelines/:id', summary: 'One voice line', params: idParamSchema, response: voiceLineSchema },
  createVoiceLine: { method: 'POST', path: '/api/voicelines', summary: 'Create a voice line', body: createVoiceLineSchema, response: voiceLineSchema },
  updateVoiceLine: {
    method: 'PUT',
    path: '/api/voicelines/:id',
    summary: 'Update a voice line',
    params: idParamSchema,
    body: updateVoiceLineSchema,
    response: voiceLineSchema,
  },
  deleteVoiceLine: { method: 'DELETE', path: '/api/voicelines/:id', summary: 'Delete a voice line', params: idParamSchema, response: okSchema },
  generateVoiceLine: {
    method: 'POST',
    path: '/api/generate/voiceline',
    summary: "Speak a line now in the voice derived from the character's name; returns the WAV's URL",
    body: generateVoiceLineSchema,
    response: generatedVoiceLineSchema,
    rateLimit: 'generation',
  },
  generateCharacterModelNow: {
    method: 'POST',
    path: '/api/generate/character-model',
    summary: 'Build a humanoid GLB now from a name and description; returns its URL, nodes and animations',
    body: generateCharacterModelSchema,
    response: generatedModelSchema,
    rateLimit: 'generation',
  },
  generateSetModelNow: {
    method: 'POST',
    path: '/api/generate/set-model',
    summary: "Build an environment GLB now; without a type, the description's words choose one",
    body: generateSetModelSchema,
    response: generatedModelSchema,
    rateLimit: 'generation',
  },

  linkSceneCharacter: {
    method: 'POST',
    path: '/api/scene-characters',
    summary: 'Link a character to a scene',
    body: sceneCharacterLinkSchema,
    response: sceneCharacterSchema,
  },
  unlinkSceneCharacter: {
    method: 'DELETE',
    path: '/api/scene-characters',
    summary: 'Unlink a character from a scene',
    body: sceneCharacterLinkSchema,
    response: okSchema,
  },

  analyzeScript: {
    method: 'POST',
    path: '/api/scripts/analyze',
    summary:
      'Analyze a screenplay (Fountain, plain text, Final Draft .fdx or PDF; the file, or its text in `text`) and store it with its analysis under the named project, created when no project has that name; 422 when it holds no screenplay',
    body: analyzeScriptFieldsSchema,
    upload: SCRIPT_UPLOAD,
    uploadOptional: true,
    response: analyzeScriptResultSchema,
    rateLimit: 'analysis',
  },
  getScriptData: {
    method: 'GET',
    path: '/api/scripts/:scriptId/data',
    summary: 'A stored script with its analysis',
    params: scriptIdParamSchema,
    response: scriptDataSchema,
  },
  listProjectScripts: {
    method: 'GET',
    path: '/api/projects/:id/scripts',
    summary: 'Scripts stored for a project, newest first',
    params: idParamSchema,
    response: storedScriptListSchema,
  },

  getSceneReadiness: {
    method: 'GET',
    path: '/api/director/:id/scene/:sceneId/readiness',
    summary: 'Whether a scene of the project can be rendered, and every asset it still lacks',
    params: projectSceneParamSchema,
    response: sceneReadinessSchema,
  },
  validateScene: {
    method: 'GET',
    path: '/api/director/validate/:sceneId',
    summary: 'Whether a scene can be rendered, and every asset it still lacks',
    params: sceneIdParamSchema,
    response: sceneReadinessSchema,
  },
  validateProjectAssets: {
    method: 'POST',
    path: '/api/director/:id/validate-assets',
    summary: "Readiness of every scene of the project: the ready ones, the others, and all that they lack",
    params: idParamSchema,
    response: assetValidationSchema,
    status: 200,
  },
  getDirectorMemory: {
    method: 'GET',
    path: '/api/director/:id/memory',
    summary: "The director's memory of the project's newest analysed script (theme, characters, scenes); 404 when there is none",
    params: idParamSchema,
    response: directorMemorySchema,
  },
  autoGenerateProject: {
    method: 'POST',
    path: '/api/director/:id/auto-generate',
    summary:
      "Turn the project's latest analysed script into characters, sets, scenes, voice lines and music, then queue their media (the 'project.auto-generate' job; running it again creates nothing twice)",
    params: idParamSchema,
    response: jobSchema,
    status: 202,
    rateLimit: 'generation',
  },

  analyzeAndTrain: {
    method: 'POST',
    path: '/api/director/analyze-and-train',
    summary:
      "Rebuild the director's memory from a script the server stored, named by its id or stored name (400 for any other path: absolute, '..', a file the server did not store)",
    body: analyzeAndTrainSchema,
    response: trainResultSchema,
    status: 200,
    rateLimit: 'analysis',
  },
  generateAssets: {
    method: 'POST',
    path: '/api/director/generate',
    summary:
      'Create, or make again, each asset (voice, set, score, character) as a job; each item answers with its job or its own error',
    body: generateAssetsSchema,
    response: generationResultSchema,
    status: 200,
    rateLimit: 'generation',
  },
  generateMissingAssets: {
    method: 'POST',
    path: '/api/director/generate-missing-assets',
    summary: 'The same as /api/director/generate, for the items a validation found missing (assetRequests)',
    body: generateMissingAssetsSchema,
    response: generationResultSchema,
    status: 200,
    rateLimit: 'generation',
  },
  directorRender: {
    method: 'POST',
    path: '/api/director/render',
    summary:
      "Render a scene described by names: what does not exist yet (scene, characters, set, score, lines) is created first; the render job waits for their media; 409 with a code when the scene cannot be made ready",
    body: directorRenderSchema,
    response: renderResultSchema,
    status: 202,
    rateLimit: 'generation',
  },
  directorRenderScene: {
    method: 'POST',
    path: '/api/director/render-scene',
    summary: 'The same as /api/director/render',
    body: directorRenderSchema,
    response: renderResultSchema,
    status: 202,
    rateLimit: 'generation',
  },
  archiveSceneByName: {
    method: 'POST',
    path: '/api/director/archive',
    summary: "Zip a scene (by name) with its assets, rendered video, subtitles and an import manifest; archivePath is the zip's URL",
    body: archiveSceneByNameSchema,
    response: archiveResultSchema,
  },
  archiveProject: {
    method: 'POST',
    path: '/api/director/:id/archive',
    summary: "Zip a project with every scene's assets, rendered videos, subtitles and an import manifest; archivePath is the zip's URL",
    params: idParamSchema,
    response: archiveResultSchema,
  },
  archiveScene: {
    method: 'POST',
    path: '/api/director/scene/:id/archive',
    summary: "Zip a scene with its assets, rendered video, subtitles and an import manifest; archivePath is the zip's URL",
    params: idParamSchema,
    response: archiveResultSchema,
  },
  renderFilm: {
    method: 'POST',
    path: '/api/director/:id/render-film',
    summary:
      "Render every ready scene of the project in script order and join them into one MP4 with a chapter per scene and one .srt (the 'project.render-film' job)",
    params: idParamSchema,
    body: renderFilmSchema,
    response: jobSchema,
    status: 202,
    rateLimit: 'generation',
  },
  getFilm: {
    method: 'GET',
    path: '/api/director/:id/film',
    summary: "The project's newest film (its MP4, .srt and chapters); 404 when none was made",
    params: idParamSchema,
    response: filmSchema,
    noStore: true,
  },

  createProjectFromBlueprint: {
    method: 'POST',
    path: '/api/projects/blueprint',
    summary:
      'Create a whole project (characters, sets, music, scenes with their cast and voice lines) in one transaction, then queue its media; every unresolved name is reported at once and nothing is written',
    body: projectBlueprintSchema,
    response: createdProjectSchema,
    rateLimit: 'generation',
  },
  importProjectManifest: {
    method: 'POST',
    path: '/api/import/project-manifest',
    summary:
      "Create a project from a JSON manifest (at most 5 MB) or a .zip bundle of manifest.json and the files it names, in one transaction; every unresolved reference is reported at once and nothing is written",
    upload: MANIFEST_UPLOAD,
    response: importResultSchema,
    rateLimit: 'upload',
  },
  exportProject: {
    method: 'GET',
    path: '/api/projects/:id/export',
    summary: 'The project as a .zip bundle (manifest.json and its media) that imports back as an equal project',
    params: idParamSchema,
    response: textSchema,
    format: 'file',
  },

  listJobs: { method: 'GET', path: '/api/jobs', summary: 'Recent jobs, newest first (not the chunks of a render)', query: jobListQuerySchema, response: jobListSchema },
  getJob: { method: 'GET', path: '/api/jobs/:id', summary: 'One job', params: idParamSchema, response: jobSchema },
  streamEvents: {
    method: 'GET',
    path: '/api/events',
    summary: 'Server-sent events: job progress and entity changes, each event one JSON object',
    response: liveEventSchema,
    format: 'event-stream',
  },
});

export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;

/** The table as a list, for whatever walks every route (OpenAPI, route tests). */
export const API_ROUTES: ReadonlyArray<ApiRoute & { name: RouteName }> = Object.entries(apiRoutes).map(([name, route]) => ({
  ...route,
  name: name as RouteName,
}));

/** The status a success answers with. */
export const successStatus = (route: ApiRoute): number => route.status ?? (route.method === 'POST' ? 201 : 200);
