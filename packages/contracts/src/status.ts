import { z } from 'zod';

/** Which AI services have a key configured (text/music, 3D model, voice). */
export const aiServiceStatusSchema = z.object({
  openai: z.boolean(),
  meshy: z.boolean(),
  elevenlabs: z.boolean(),
});
export type AiServiceStatus = z.infer<typeof aiServiceStatusSchema>;

/** Whether each offline engine can run on this server (no key needed). */
export const localEnginesStatusSchema = z.object({
  voice: z.boolean(),
  music: z.boolean(),
  models: z.boolean(),
});
export type LocalEnginesStatus = z.infer<typeof localEnginesStatusSchema>;

/**
 * The engine each kind of generation uses right now, by the name it reports ('espeak-ng (WASM)',
 * 'ElevenLabs', 'local synthesizer', 'OpenAI + local synthesizer', 'local model builder', 'Meshy'):
 * a cloud one while its key is set, else the local one.
 */
export const activeEnginesSchema = z.object({
  voice: z.string(),
  music: z.string(),
  models: z.string(),
});
export type ActiveEngines = z.infer<typeof activeEnginesSchema>;

/** GET /api/status: the AI service flags, the local engines, and the engines in use. */
export const studioStatusSchema = aiServiceStatusSchema.extend({ local: localEnginesStatusSchema, engines: activeEnginesSchema });
export type StudioStatus = z.infer<typeof studioStatusSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
