import { z } from 'zod';
import { isoDateSchema } from './common';

/** The AI services a key can be stored for, named as in GET /api/status. */
export const AI_SERVICE_NAMES = ['openai', 'meshy', 'elevenlabs'] as const;
export type AiServiceName = (typeof AI_SERVICE_NAMES)[number];

export const SERVICE_KEY_MIN = 8;
export const SERVICE_KEY_MAX = 500;

export const serviceParamSchema = z.object({
  service: z.enum(AI_SERVICE_NAMES, { message: `Service must be one of: ${AI_SERVICE_NAMES.join(', ')}.` }),
});
export type ServiceParam = z.infer<typeof serviceParamSchema>;

/** An API key as the Settings dialog sends it; surrounding whitespace (a sloppy paste) is dropped. */
export const saveServiceKeySchema = z.object({
  key: z
    .string({ message: 'Key is required.' })
    .trim()
    .min(1, 'Key is required.')
    .min(SERVICE_KEY_MIN, `Key must be at least ${SERVICE_KEY_MIN} characters.`)
    .max(SERVICE_KEY_MAX, `Key must be at most ${SERVICE_KEY_MAX} characters.`)
    .regex(/^[\x21-\x7e]+$/, 'Key must not contain spaces or non-ASCII characters.'),
});
export type SaveServiceKey = z.infer<typeof saveServiceKeySchema>;

/** The last test of a service's key: a cheap authenticated call to the provider. */
export const keyTestSchema = z.object({
  ok: z.boolean(),
  /** The provider's reason when it refused, or why it could not be reached. */
  reason: z.string().nullable(),
  testedAt: isoDateSchema,
});
export type KeyTest = z.infer<typeof keyTestSchema>;

/** What the server tells about a service's key: never the key itself. */
export const serviceKeyStatusSchema = z.object({
  service: z.enum(AI_SERVICE_NAMES),
  /** A key is stored for this service (an environment key is not counted here; see `source`). */
  configured: z.boolean(),
  updatedAt: isoDateSchema.nullable(),
  /** Where the key in use comes from: stored in Settings, the server's environment, or nowhere. */
  source: z.enum(['stored', 'environment']).nullable(),
  /** The last test of the key in use since the server started (a stored key passed one when saved). */
  lastTest: keyTestSchema.nullable(),
});
export type ServiceKeyStatus = z.infer<typeof serviceKeyStatusSchema>;

export const serviceKeyListSchema = z.array(serviceKeyStatusSchema);
export type ServiceKeyList = z.infer<typeof serviceKeyListSchema>;
