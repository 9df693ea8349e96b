import { Controller, Get, Header } from '@nestjs/common';
import type { StudioStatus } from '@studio/contracts/status';
import { StatusService } from './status.service';

@Controller()
export class StatusController {
  constructor(private readonly service: StatusService) {}

  /** Changes as soon as a key is saved, so no cache may keep it. */
  @Get('/api/status')
  @Header('Cache-Control', 'no-store')
  get(): Promise<StudioStatus> {
    return this.service.getStatus();
  }
}
