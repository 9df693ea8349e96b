import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AI_SERVICE_NAMES, type AiServiceName, type ServiceKeyList, type ServiceKeyStatus } from '@studio/contracts/settings';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { KeyCipher, KeyCipherError } from './key-cipher';
import { ServiceKeyEntity } from './service-key.entity';
import { toServiceKeyStatus } from './service-key.mapper';
import { ServiceKeyUnreadableError } from './settings.errors';

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

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(ServiceKeyEntity) private readonly rows: Repository<ServiceKeyEntity>,
    @Inject(SETTINGS_CIPHER) private readonly cipher: KeyCipher,
  ) {}

  /** The key to call `service` with, or undefined when none is configured. Throws ServiceKeyUnreadableError. */
  async get(service: AiServiceName): Promise<string | undefined> {
    const row = await this.rows.findOneBy({ service });
    return row ? this.open(service, row) : this.config.aiKeys[service];
  }

  /** Per service: a usable key exists (stored and decryptable, or from the environment). */
  async configured(): Promise<Record<AiServiceName, boolean>> {
    const rows = new Map((await this.rows.find()).map((row) => [row.service, row]));
    const usable = (service: AiServiceName): boolean => {
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
    const rows = new Map((await this.rows.find()).map((row) => [row.service, row]));
    return AI_SERVICE_NAMES.map((service) => toServiceKeyStatus(service, rows.get(service)));
  }

  /** Encrypts and stores the key, replacing any earlier one. */
  async save(service: AiServiceName, key: string): Promise<ServiceKeyStatus> {
    const row: ServiceKeyEntity = { service, ...this.cipher.seal(key, service), updatedAt: new Date() };
    await this.rows.upsert(row, ['service']);
    return toServiceKeyStatus(service, row);
  }

  /** Removes the stored key (if any); an environment key, when set, applies again. */
  async remove(service: AiServiceName): Promise<ServiceKeyStatus> {
    await this.rows.delete({ service });
    return toServiceKeyStatus(service, null);
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
