import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { StatusService } from './status.service';

/** The status changes as soon as a key is saved, so the table marks it no-store. */
@Controller()
export class StatusController extends EndpointsOf({ status: StatusService }, {
  getStatus: ({ status }) => status.getStatus(),
}) {}
