import { BadRequestException } from '@nestjs/common';
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

/** 400: the provider refused the key (or could not be reached to test it); it is not stored. */
export class ServiceKeyRejectedError extends BadRequestException {
  constructor(reason: string) {
    super(`The key was not saved: ${reason}`);
  }
}
