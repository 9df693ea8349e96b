import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { HealthService } from './health.service';

@Controller()
export class HealthController extends EndpointsOf({ health: HealthService }, {
  health: ({ health }) => health.check(),
}) {}
