import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { EVENTS_RETRY_MS, type LiveEvent } from '@studio/contracts/events';
import type { Request, Response } from 'express';
import { LiveEventBus } from './live-event-bus';

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/** Server-sent events: one `event: job|entity` message per live event, in the order published. */
@Injectable()
export class LiveEventsService implements OnModuleDestroy {
  private readonly openStreams = new Set<Response>();

  constructor(private readonly bus: LiveEventBus) {}

  /** Ends every stream, or the HTTP server would wait for them forever on shutdown. */
  onModuleDestroy(): void {
    for (const response of this.openStreams) response.end();
  }

  stream(request: Request, response: Response): void {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    // nginx and similar proxies buffer responses unless told not to.
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    response.write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);

    const send = (event: LiveEvent) => response.write(`event: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`);
    const unsubscribe = this.bus.subscribe(send);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    this.openStreams.add(response);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.openStreams.delete(response);
    };
    request.on('close', close);
    response.on('error', close);
  }
}
