import { z } from 'zod';
import { loginSchema, sessionSchema } from './auth';
import {
  characterListSchema,
  characterLookupQuerySchema,
  characterSchema,
  createCharacterSchema,
  generateCharacterModelSchema,
  updateCharacterSchema,
} from './characters';
import { idParamSchema, okSchema } from './common';
import { liveEventSchema } from './events';
import { jobListQuerySchema, jobListSchema, jobSchema } from './jobs';
import { generatedModelSchema } from './models';
import {
  createMusicTrackSchema,
  generatedMusicSchema,
  generateMusicSchema,
  musicTrackListSchema,
  musicTrackSchema,
  updateMusicTrackSchema,
} from './music';
import { projectOverviewSchema } from './overview';
import {
  compositionSchema,
  openApiDocumentSchema,
  pinRemoteSchema,
  remoteNameParamSchema,
  remotePinHistorySchema,
} from './platform';
import { createProjectSchema, projectListSchema, projectSchema, updateProjectSchema } from './projects';
import { sceneCharacterLinkSchema, sceneCharacterSchema } from './scene-characters';
import {
  createSceneSchema,
  renderSceneByNameSchema,
  renderSceneSchema,
  sceneListSchema,
  sceneSchema,
  updateSceneSchema,
} from './scenes';
import { createSetSchema, generateSetModelSchema, setListSchema, setSchema, updateSetSchema } from './sets';
import { saveServiceKeySchema, serviceKeyListSchema, serviceKeyStatusSchema, serviceParamSchema } from './settings';
import { healthSchema, studioStatusSchema } from './status';
import { sceneTimelineSchema } from './timeline';
import {
  createVoiceLineSchema,
  generatedVoiceLineSchema,
  generateVoiceLineSchema,
  updateVoiceLineSchema,
  voiceLineListSchema,
  voiceLineSchema,
} from './voice-lines';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Express-style path, e.g. /api/characters/:id */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Reachable without a session. */
  public?: boolean;
}

const crud = (
  resource: string,
  path: string,
  schemas: { item: z.ZodType; create: z.ZodType; update: z.ZodType },
): ApiRoute[] => [
  { method: 'POST', path, summary: `Create a ${resource}`, body: schemas.create, response: schemas.item },
  {
    method: 'PUT',
    path: `${path}/:id`,
    summary: `Update a ${resource}`,
    params: idParamSchema,
    body: schemas.update,
    response: schemas.item,
  },
  { method: 'DELETE', path: `${path}/:id`, summary: `Delete a ${resource}`, params: idParamSchema, response: okSchema },
];

/** Every route the backend serves; the OpenAPI document and the route tests are generated from it. */
export const API_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/api/health', summary: 'Liveness and database check', response: healthSchema, public: true },
  { method: 'POST', path: '/api/auth/login', summary: 'Open a session', body: loginSchema, response: sessionSchema, public: true },
  { method: 'POST', path: '/api/auth/logout', summary: 'Close the session', response: sessionSchema, public: true },
  { method: 'GET', path: '/api/auth/session', summary: 'Whether a session exists', response: sessionSchema, public: true },
  { method: 'GET', path: '/api/status', summary: 'AI service key status and local engine availability', response: studioStatusSchema },
  { method: 'GET', path: '/api/settings/keys', summary: 'Which AI services have a stored key (never the key)', response: serviceKeyListSchema },
  {
    method: 'PUT',
    path: '/api/settings/keys/:service',
    summary: 'Store an AI service key, encrypted at rest',
    params: serviceParamSchema,
    body: saveServiceKeySchema,
    response: serviceKeyStatusSchema,
  },
  {
    method: 'DELETE',
    path: '/api/settings/keys/:service',
    summary: 'Remove the stored key of an AI service',
    params: serviceParamSchema,
    response: serviceKeyStatusSchema,
  },
  { method: 'GET', path: '/api/platform/composition', summary: 'Active remote composition', response: compositionSchema },
  {
    method: 'PUT',
    path: '/api/platform/composition/:name',
    summary: 'Pin one release of a remote',
    params: remoteNameParamSchema,
    body: pinRemoteSchema,
    response: compositionSchema,
  },
  {
    method: 'GET',
    path: '/api/platform/composition/:name/history',
    summary: 'Pin changes of a remote, newest first',
    params: remoteNameParamSchema,
    response: remotePinHistorySchema,
  },
  { method: 'GET', path: '/api/docs', summary: 'This OpenAPI 3.1 document', response: openApiDocumentSchema },

  { method: 'GET', path: '/api/projects', summary: 'List projects', response: projectListSchema },
  { method: 'GET', path: '/api/projects/:id', summary: 'One project', params: idParamSchema, response: projectSchema },
  {
    method: 'GET',
    path: '/api/projects/:id/overview',
    summary: 'Project with all its entities',
    params: idParamSchema,
    response: projectOverviewSchema,
  },
  { method: 'GET', path: '/api/projects/:id/characters', summary: 'Characters of a project', params: idParamSchema, response: characterListSchema },
  { method: 'GET', path: '/api/projects/:id/sets', summary: 'Sets of a project', params: idParamSchema, response: setListSchema },
  { method: 'GET', path: '/api/projects/:id/music', summary: 'Music tracks of a project', params: idParamSchema, response: musicTrackListSchema },
  { method: 'GET', path: '/api/projects/:id/scenes', summary: 'Scenes of a project', params: idParamSchema, response: sceneListSchema },
  { method: 'GET', path: '/api/projects/:id/voicelines', summary: 'Voice lines of a project', params: idParamSchema, response: voiceLineListSchema },
  { method: 'POST', path: '/api/projects', summary: 'Create a project', body: createProjectSchema, response: projectSchema },
  { method: 'PUT', path: '/api/projects/:id', summary: 'Update a project', params: idParamSchema, body: updateProjectSchema, response: projectSchema },
  { method: 'DELETE', path: '/api/projects/:id', summary: 'Delete a project and everything in it', params: idParamSchema, response: okSchema },

  { method: 'GET', path: '/api/characters', summary: 'Look up characters by name', query: characterLookupQuerySchema, response: characterListSchema },
  { method: 'GET', path: '/api/characters/:id', summary: 'One character', params: idParamSchema, response: characterSchema },
  ...crud('character', '/api/characters', { item: characterSchema, create: createCharacterSchema, update: updateCharacterSchema }),
  {
    method: 'POST',
    path: '/api/characters/:id/reference-image',
    summary: 'Upload the reference image (multipart/form-data, field "file": PNG, JPEG, WebP or GIF, at most 5 MB)',
    params: idParamSchema,
    response: characterSchema,
  },
  {
    method: 'POST',
    path: '/api/characters/:id/generate-model',
    summary: "Queue building the character's 3D model (202 with the job; modelPath is set when it completes; 409 while one is queued or running)",
    params: idParamSchema,
    response: jobSchema,
  },
  { method: 'GET', path: '/api/sets/:id', summary: 'One set', params: idParamSchema, response: setSchema },
  ...crud('set', '/api/sets', { item: setSchema, create: createSetSchema, update: updateSetSchema }),
  {
    method: 'POST',
    path: '/api/sets/:id/generate-model',
    summary: "Queue building the set's 3D environment (202 with the job; scenePath is set when it completes; 409 while one is queued or running)",
    params: idParamSchema,
    response: jobSchema,
  },
  { method: 'GET', path: '/api/music/:id', summary: 'One music track', params: idParamSchema, response: musicTrackSchema },
  ...crud('music track', '/api/music', { item: musicTrackSchema, create: createMusicTrackSchema, update: updateMusicTrackSchema }),
  {
    method: 'POST',
    path: '/api/music/:id/audio',
    summary: 'Upload the audio file (multipart/form-data, field "file": MP3, WAV, OGG, WebM, M4A or FLAC, at most 25 MB)',
    params: idParamSchema,
    response: musicTrackSchema,
  },
  {
    method: 'POST',
    path: '/api/generate/music',
    summary: "Compose a 30 s track for a scene now; the style is the one given, else the one the description and mood suggest; the scene name seeds it",
    body: generateMusicSchema,
    response: generatedMusicSchema,
  },
  { method: 'GET', path: '/api/scenes/:id', summary: 'One scene', params: idParamSchema, response: sceneSchema },
  { method: 'GET', path: '/api/scenes/:id/voicelines', summary: 'Voice lines of a scene', params: idParamSchema, response: voiceLineListSchema },
  ...crud('scene', '/api/scenes', { item: sceneSchema, create: createSceneSchema, update: updateSceneSchema }),
  {
    method: 'GET',
    path: '/api/scenes/:id/timeline',
    summary: "The scene's timeline (shots, blocking, audio, subtitles) as a render plays it; 409 naming what is missing when the scene is not ready",
    params: idParamSchema,
    response: sceneTimelineSchema,
  },
  {
    method: 'POST',
    path: '/api/scenes/:id/render',
    summary:
      "Queue rendering the scene to an MP4 with a poster and an .srt (202 with the 'scene.render' job; renderedPath is set when it completes; 409 when not ready or already rendering)",
    params: idParamSchema,
    body: renderSceneSchema,
    response: jobSchema,
  },
  {
    method: 'POST',
    path: '/api/render/scene',
    summary: 'Queue rendering the scene of that name (in the project, when given) whose cast and set match (202 with the job; 404 no such scene; 409 no match)',
    body: renderSceneByNameSchema,
    response: jobSchema,
  },
  { method: 'GET', path: '/api/voicelines/:id', summary: 'One voice line', params: idParamSchema, response: voiceLineSchema },
  ...crud('voice line', '/api/voicelines', { item: voiceLineSchema, create: createVoiceLineSchema, update: updateVoiceLineSchema }),
  {
    method: 'POST',
    path: '/api/generate/voiceline',
    summary: "Speak a line now in the voice derived from the character's name; returns the WAV's URL",
    body: generateVoiceLineSchema,
    response: generatedVoiceLineSchema,
  },
  {
    method: 'POST',
    path: '/api/generate/character-model',
    summary: 'Build a humanoid GLB now from a name and description; returns its URL, nodes and animations',
    body: generateCharacterModelSchema,
    response: generatedModelSchema,
  },
  {
    method: 'POST',
    path: '/api/generate/set-model',
    summary: "Build an environment GLB now; without a type, the description's words choose one",
    body: generateSetModelSchema,
    response: generatedModelSchema,
  },
  { method: 'POST', path: '/api/scene-characters', summary: 'Link a character to a scene', body: sceneCharacterLinkSchema, response: sceneCharacterSchema },
  { method: 'DELETE', path: '/api/scene-characters', summary: 'Unlink a character from a scene', body: sceneCharacterLinkSchema, response: okSchema },
  { method: 'GET', path: '/api/jobs', summary: 'Recent jobs, newest first (not the chunks of a render)', query: jobListQuerySchema, response: jobListSchema },
  { method: 'GET', path: '/api/jobs/:id', summary: 'One job', params: idParamSchema, response: jobSchema },
  {
    method: 'GET',
    path: '/api/events',
    summary: 'Server-sent events: job progress and entity changes (text/event-stream)',
    response: liveEventSchema,
  },
];
