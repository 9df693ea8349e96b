import type { AiServiceStatus } from '@studio/contracts/status';

/** The three AI services of GET /api/status, in the spec's order. */
export const AI_SERVICES: { key: keyof AiServiceStatus; name: string; provider: string }[] = [
  { key: 'openai', name: 'Text & Music AI', provider: 'OpenAI' },
  { key: 'meshy', name: '3D Model AI', provider: 'Meshy' },
  { key: 'elevenlabs', name: 'Voice AI', provider: 'ElevenLabs' },
];
