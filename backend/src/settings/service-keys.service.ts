import { Inject, Injectable, Logger } from '@nestjs/common';
import { AI_SERVICE_NAMES, type AiServiceName, type KeyTest, type ServiceKeyList, type ServiceKeyStatus } from '@studio/contracts/settings';
import { APP_CONFIG, type AppConfig } from '../config';
import { KeyCipher, KeyCipherError } from './key-cipher';
import type { ServiceKeyEntity } from './service-key.entity';
import { toServiceKeyStatus } from './service-key.mapper';
import { KeyVerifier } from './key-verifier';
import { ServiceKeyRejectedError, ServiceKeyUnreadableError } from './settings.errors';
import { SettingsRepository } from './settings.repository';

/** The cipher built at boot from the settings secret (see settings.module.ts). */
export const SETTINGS_CIPHER = Symbol('SETTINGS_CIPHER');

/**
 * The AI service keys. A key stored through Settings wins over the environment's
 * (OPENAI_API_KEY, MESHY_API_KEY, ELEVENLABS_API_KEY): it is the newer, explicit choice of the
 * person using the studio, and removing it falls back to the environment's key. Plaintext keys
 * leave this class only through `get`, for server-side callers (the cloud adapters).
 */
@Injectable()
export class ServiceKeys {
  private readonly logger = new Logger(ServiceKeys.name);

  /**
   * The last test of each service's key in use, since the server started. A stored key passed one
   * when it was saved; an environment key is untested until 'Refresh Status' tests it.
   */
  private readonly lastTests = new Map<AiServiceName, KeyTest>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rows: SettingsRepository,
    @Inject(SETTINGS_CIPHER) private readonly cipher: KeyCipher,
    private readonly verifier: KeyVerifier,
  ) {}

  /** The key to call `service` with, or undefined when none is configured. Throws ServiceKeyUnreadableError. */
  async get(service: AiServiceName): Promise<string | undefined> {
    const row = await this.rows.findKey(service);
    return row ? this.open(service, row) : this.config.aiKeys[service];
  }

  /**
   * Per service, what 'Connected' means: a usable key exists (stored and decryptable, or from the
   * environment) and its last test, if any, passed.
   */
  async configured(): Promise<Record<AiServiceName, boolean>> {
    const rows = new Map((await this.rows.listKeys()).map((row) => [row.service, row]));
    const usable = (service: AiServiceName): boolean => {
      if (this.lastTests.get(service)?.ok === false) return false;
      const row = rows.get(service);
      if (!row) return Boolean(this.config.aiKeys[service]);
      try {
        this.open(service, row);
        return true;
      } catch (error) {
        this.logger.warn((error as Error).message);
        return false;
      }
    };
    return { openai: usable('openai'), meshy: usable('meshy'), elevenlabs: usable('elevenlabs') };
  }

  async list(): Promise<ServiceKeyList> {
    const rows = new Map((await this.rows.listKeys()).map((row) => [row.service, row]));
    return AI_SERVICE_NAMES.map((service) => this.status(service, rows.get(service)));
  }

  /** Tests the key with its provider first: a refused key is not stored, and the one in use stays. */
  async save(service: AiServiceName, key: string): Promise<ServiceKeyStatus> {
    const verdict = await this.verifier.verify(service, key);
    if (!verdict.ok) throw new ServiceKeyRejectedError(verdict.reason);
    const row: ServiceKeyEntity = { service, ...this.cipher.seal(key, service), updatedAt: new Date() };
    await this.rows.saveKey(row);
    this.lastTests.set(service, { ok: true, reason: null, testedAt: new Date().toISOString() });
    return this.status(service, row);
  }

  /** Removes the stored key (if any); an environment key, when set, applies again (untested). */
  async remove(service: AiServiceName): Promise<ServiceKeyStatus> {
    await this.rows.deleteKey(service);
    this.lastTests.delete(service);
    return this.status(service, null);
  }

  /** 'Refresh Status': tests every service's key in use; a service with none has nothing to test. */
  async testAll(): Promise<ServiceKeyList> {
    await Promise.all(
      AI_SERVICE_NAMES.map(async (service) => {
        let key: string | undefined;
        try {
          key = await this.get(service);
        } catch (error) {
          if (!(error instanceof ServiceKeyUnreadableError)) throw error;
          this.lastTests.set(service, { ok: false, reason: error.message, testedAt: new Date().toISOString() });
          return;
        }
        if (!key) return this.lastTests.delete(service);
        const verdict = await this.verifier.verify(service, key);
        this.lastTests.set(service, { ok: verdict.ok, reason: verdict.ok ? null : verdict.reason, testedAt: new Date().toISOString() });
      }),
    );
    return this.list();
  }

  private status(service: AiServiceName, row: ServiceKeyEntity | null | undefined): ServiceKeyStatus {
    return toServiceKeyStatus(service, row, { inEnvironment: Boolean(this.config.aiKeys[service]), lastTest: this.lastTests.get(service) });
  }

  private open(service: AiServiceName, row: ServiceKeyEntity): string {
    try {
      return this.cipher.open(row, service);
    } catch (error) {
      if (error instanceof KeyCipherError) throw new ServiceKeyUnreadableError(service);
      throw error;
    }
  }
}
