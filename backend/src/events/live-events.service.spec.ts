import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { EVENTS_RETRY_MS } from '@studio/contracts/events';
import { InProcessEventBus } from './live-event-bus';
import { HEARTBEAT_MS, LiveEventsService } from './live-events.service';

/** An express response reduced to what a stream uses, recording what was written. */
function recordingResponse() {
  const emitter = new EventEmitter();
  const written: string[] = [];
  const headers: Record<string, string> = {};
  const response = Object.assign(emitter, {
    statusCode: 0,
    ended: false,
    status(code: number) {
      response.statusCode = code;
      return response;
    },
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    flushHeaders: () => undefined,
    write(chunk: string) {
      written.push(chunk);
      return true;
    },
    end() {
      response.ended = true;
    },
  });
  return { response: response as unknown as Response, written, headers, state: response };
}

describe('LiveEventsService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the retry hint, each event as `event:` + `data:`, and a heartbeat comment every 15 s', () => {
    const bus = new InProcessEventBus();
    const service = new LiveEventsService(bus);
    const { response, written, headers } = recordingResponse();
    service.stream(new EventEmitter() as Request, response);

    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(written).toEqual([`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`]);
    bus.publish({ kind: 'entity', data: { entity: 'set', id: 3, projectId: 1, change: 'deleted' } });
    expect(written[1]).toBe('event: entity\ndata: {"entity":"set","id":3,"projectId":1,"change":"deleted"}\n\n');
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(written.slice(2)).toEqual([': heartbeat\n\n', ': heartbeat\n\n']);
  });

  it('stops writing once the client has gone, and ends open streams on shutdown', () => {
    const bus = new InProcessEventBus();
    const service = new LiveEventsService(bus);
    const gone = recordingResponse();
    const gonesRequest = new EventEmitter();
    service.stream(gonesRequest as Request, gone.response);
    const staying = recordingResponse();
    service.stream(new EventEmitter() as Request, staying.response);

    gonesRequest.emit('close');
    bus.publish({ kind: 'entity', data: { entity: 'project', id: 1, projectId: 1, change: 'updated' } });
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(gone.written).toHaveLength(1);
    expect(staying.written).toHaveLength(3);

    service.onModuleDestroy();
    expect(gone.state.ended).toBe(false);
    expect(staying.state.ended).toBe(true);
  });
});
