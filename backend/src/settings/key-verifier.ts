import { Inject, Injectable } from '@nestjs/common';
import type { AiServiceName } from '@studio/contracts/settings';
import { APP_CONFIG, type AppConfig } from '../config';
import { cloudFetch, ELEVENLABS_BASE_URL, joinUrl, MESHY_BASE_URL, OPENAI_BASE_URL } from '../engines';

/** A key test: one cheap authenticated read, at the base URL the engines use. */
interface KeyProbe {
  provider: string;
  baseUrl: (config: AppConfig) => string;
  path: string;
  headers: (key: string) => Record<string, string>;
}

const PROBES: Record<AiServiceName, KeyProbe> = {
  openai: { provider: 'OpenAI', baseUrl: (config) => config.openai.baseUrl ?? OPENAI_BASE_URL, path: 'v1/models', headers: (key) => ({ Authorization: `Bearer ${key}` }) },
  meshy: { provider: 'Meshy', baseUrl: (config) => config.meshy.baseUrl ?? MESHY_BASE_URL, path: 'openapi/v1/balance', headers: (key) => ({ Authorization: `Bearer ${key}` }) },
  elevenlabs: { provider: 'ElevenLabs', baseUrl: (config) => config.elevenlabs.baseUrl ?? ELEVENLABS_BASE_URL, path: 'v1/user', headers: (key) => ({ 'xi-api-key': key }) },
};

/** A key test's outcome: the provider's own reason when it refused. */
export type KeyVerdict = { ok: true } | { ok: false; reason: string };

const TEST_TIMEOUT_MS = 10_000;

/** Asks the provider whether a key works, with no retries: the person saving it is waiting. */
@Injectable()
export class KeyVerifier {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async verify(service: AiServiceName, key: string): Promise<KeyVerdict> {
    const probe = PROBES[service];
    try {
      await cloudFetch(
        { provider: probe.provider, timeoutMs: TEST_TIMEOUT_MS, retry: { retries: 0, baseDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0 }, secrets: [key] },
        { stage: 'testing the key', url: joinUrl(probe.baseUrl(this.config), probe.path), headers: probe.headers(key) },
      );
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
