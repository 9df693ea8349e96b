import type { AiServiceName } from '@studio/contracts/settings';

/** A stored key no longer decrypts: the settings secret changed, or the row was altered. */
export class ServiceKeyUnreadableError extends Error {
  constructor(readonly service: AiServiceName) {
    super(
      `The stored ${service} key cannot be decrypted (SETTINGS_SECRET or DATA_DIR/settings-secret.json changed, or the row was altered); enter the key again in Settings`,
    );
    this.name = 'ServiceKeyUnreadableError';
  }
}
