import { Controller, Get } from '@nestjs/common';
import type { Health } from '@studio/contracts/status';
import { Public } from '../auth/public.decorator';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly service: HealthService) {}

  @Public()
  @Get('/api/health')
  check(): Promise<Health> {
    return this.service.check();
  }
}
