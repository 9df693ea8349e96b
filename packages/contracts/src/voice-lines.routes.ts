import { defineRoutes } from './route-definition';
import { idParamSchema, okSchema } from './common';
import { createVoiceLineSchema, generateVoiceLineSchema, generatedVoiceLineSchema, updateVoiceLineSchema, voiceLineListSchema, voiceLineSchema } from './voice-lines';

/** The voice lines routes of the table (see api-routes.ts). */
export const voiceLinesRoutes = defineRoutes({
  listProjectVoiceLines: {
    method: 'GET',
    path: '/api/projects/:id/voicelines',
    summary: 'Voice lines of a project',
    params: idParamSchema,
    response: voiceLineListSchema,
  },
  listSceneVoiceLines: {
    method: 'GET',
    path: '/api/scenes/:id/voicelines',
    summary: 'Voice lines of a scene',
    params: idParamSchema,
    response: voiceLineListSchema,
  },
  getVoiceLine: { method: 'GET', path: '/api/voicelines/:id', summary: 'One voice line', params: idParamSchema, response: voiceLineSchema },
  createVoiceLine: { method: 'POST', path: '/api/voicelines', summary: 'Create a voice line', body: createVoiceLineSchema, response: voiceLineSchema, errors: { 409: "The scene, the speaker or the shot's subject does not exist or belongs to another project" } },
  updateVoiceLine: {
    method: 'PUT',
    path: '/api/voicelines/:id',
    summary: 'Update a voice line',
    params: idParamSchema,
    body: updateVoiceLineSchema,
    response: voiceLineSchema,
    errors: { 409: "The scene, the speaker or the shot's subject does not exist or belongs to another project" },
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
});
