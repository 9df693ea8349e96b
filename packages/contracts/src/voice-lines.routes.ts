import { defineRoutes } from './route-definition';
import { idParamSchema } from './common';
import { projectItemRoutes } from './project-item.routes';
import { createVoiceLineSchema, generateVoiceLineSchema, generatedVoiceLineSchema, updateVoiceLineSchema, VOICE_LINE_REFERENCE_CONFLICT, voiceLineListSchema, voiceLineSchema } from './voice-lines';

/** The voice lines routes of the table (see api-routes.ts). */
export const voiceLinesRoutes = defineRoutes({
  listSceneVoiceLines: {
    method: 'GET',
    path: '/api/scenes/:id/voicelines',
    summary: 'Voice lines of a scene',
    params: idParamSchema,
    response: voiceLineListSchema,
  },
  generateVoiceLine: {
    method: 'POST',
    path: '/api/generate/voiceline',
    summary: "Speak a line now in the voice derived from the character's name; returns the WAV's URL",
    body: generateVoiceLineSchema,
    response: generatedVoiceLineSchema,
    rateLimit: 'generation',
  },
  ...projectItemRoutes('VoiceLine', 'VoiceLines', VOICE_LINE_REFERENCE_CONFLICT, { item: voiceLineSchema, list: voiceLineListSchema, create: createVoiceLineSchema, update: updateVoiceLineSchema }),
});
