import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { EVENTS_RETRY_MS } from '@studio/contracts/events';
import type { Request, Response } from 'express';
import { isEventIdAfter, type LoggedEvent } from './event-log';
import { LiveEventBus } from './live-event-bus';

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

const message = ({ id, event }: LoggedEvent) => `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * Server-sent events: one `id:` + `event: job|entity|composition|resync` message per live event,
 * in the order logged. A client that sends the last id it saw first gets what it missed.
 */
@Injectable()
export class LiveEventsService implements OnModuleDestroy {
  private readonly logger = new Logger(LiveEventsService.name);
  private readonly openStreams = new Set<Response>();

  constructor(private readonly bus: LiveEventBus) {}

  /** Ends every stream, or the HTTP server would wait for them forever on shutdown. */
  onModuleDestroy(): void {
    for (const response of this.openStreams) response.end();
  }

  /** Resolves once what the client missed is written and live events flow. */
  async stream(request: Request, response: Response, lastEventId?: string): Promise<void> {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    // nginx and similar proxies buffer responses unless told not to.
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();

    // Listening starts before the log is read, so nothing published meanwhile falls between the
    // two; what arrives is held until then, and whatever the replay already sent is skipped.
    let sentUpTo: string | undefined;
    const held: LoggedEvent[] = [];
    const send = (logged: LoggedEvent) => {
      if (sentUpTo === undefined) held.push(logged);
      else if (isEventIdAfter(logged.id, sentUpTo)) {
        response.write(message(logged));
        sentUpTo = logged.id;
      }
    };
    const unsubscribe = this.bus.subscribe(send);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    this.openStreams.add(response);
    let closed = false;
    const close = () => {
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      this.openStreams.delete(response);
    };
    request.on('close', close);
    response.on('error', close);

    const position = await this.bus.position(lastEventId).catch((error: unknown) => {
      this.logger.warn(`Could not read the live events log: ${String(error)}`);
      return undefined;
    });
    if (closed) return;
    if (!position) {
      // The browser reconnects in a moment with the same Last-Event-ID.
      response.write(`retry: ${EVENTS_RETRY_MS}\n\n`);
      response.end();
      close();
      return;
    }
    if (lastEventId === undefined) {
      // The id tells the browser where this stream starts, should it have to reconnect before any event.
      response.write(`retry: ${EVENTS_RETRY_MS}\nid: ${position.head}\n: connected\n\n`);
      sentUpTo = position.head;
    } else if (position.missed === undefined) {
      response.write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
      response.write(message({ id: position.head, event: { kind: 'resync', data: { reason: 'unknown-id' } } }));
      sentUpTo = position.head;
    } else {
      response.write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
      sentUpTo = lastEventId;
      for (const missed of position.missed) send(missed);
    }
    for (const logged of held.splice(0)) send(logged);
  }
}
