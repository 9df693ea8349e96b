import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { LiveEventsService } from './live-events.service';

@Controller()
export class EventsController {
  constructor(private readonly liveEvents: LiveEventsService) {}

  /** Stays open: job progress and entity changes as server-sent events, for the session's lifetime. */
  @Endpoint('streamEvents')
  stream(_input: EndpointInput<'streamEvents'>, @Req() request: Request, @Res() response: Response): void {
    this.liveEvents.stream(request, response);
  }
}
