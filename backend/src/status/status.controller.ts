import { Controller } from '@nestjs/common';
import { Endpoint } from '../common';
import { StatusService } from './status.service';

@Controller()
export class StatusController {
  constructor(private readonly service: StatusService) {}

  /** Changes as soon as a key is saved, so the table marks it no-store. */
  @Endpoint('getStatus')
  get() {
    return this.service.getStatus();
  }
}
