import { Controller } from '@nestjs/common';
import { Endpoint } from '../common';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly service: HealthService) {}

  @Endpoint('health')
  check() {
    return this.service.check();
  }
}
