import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { LiveEventsService } from './live-events.service';

@Controller()
export class EventsController {
  constructor(private readonly liveEvents: LiveEventsService) {}

  /** Stays open: job progress and entity changes as server-sent events, for the session's lifetime. */
  @Endpoint('streamEvents')
  stream({ query }: EndpointInput<'streamEvents'>, @Req() request: Request, @Res() response: Response): Promise<void> {
    // A reconnecting EventSource sends the header itself; a new one can only pass the query.
    return this.liveEvents.stream(request, response, request.header('last-event-id') || query.lastEventId);
  }
}
