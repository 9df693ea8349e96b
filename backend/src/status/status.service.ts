import { Injectable } from '@nestjs/common';
import type { StudioStatus } from '@studio/contracts/status';
import { ServiceKeys } from '../settings/service-keys.service';
import { LocalEngines } from './local-engines';

/** Which AI services have a usable key (stored through Settings or from the environment), and which local engines run. */
@Injectable()
export class StatusService {
  constructor(
    private readonly keys: ServiceKeys,
    private readonly localEngines: LocalEngines,
  ) {}

  async getStatus(): Promise<StudioStatus> {
    const [configured, local] = await Promise.all([this.keys.configured(), this.localEngines.availability()]);
    return { ...configured, local };
  }
}
