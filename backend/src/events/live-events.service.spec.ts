import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { EVENTS_RETRY_MS, type LiveEvent } from '@studio/contracts/events';
import { quietLogger } from '../../test/fakes';
import { EventRing } from './event-log';
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

const setDeleted: LiveEvent = { kind: 'entity', data: { entity: 'set', id: 3, projectId: 1, change: 'deleted' } };
const projectUpdated: LiveEvent = { kind: 'entity', data: { entity: 'project', id: 1, projectId: 1, change: 'updated' } };

describe('LiveEventsService', () => {
  quietLogger();
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the retry hint with where the log is, each event as `id:` + `event:` + `data:`, and a heartbeat comment every 15 s', async () => {
    const bus = new InProcessEventBus(new EventRing(10, 1000));
    bus.publish(projectUpdated);
    const service = new LiveEventsService(bus);
    const { response, written, headers } = recordingResponse();
    await service.stream(new EventEmitter() as Request, response);

    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(written).toEqual([`retry: ${EVENTS_RETRY_MS}\nid: 1000-1\n: connected\n\n`]);
    bus.publish(setDeleted);
    expect(written[1]).toBe('id: 1000-2\nevent: entity\ndata: {"entity":"set","id":3,"projectId":1,"change":"deleted"}\n\n');
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(written.slice(2)).toEqual([': heartbeat\n\n', ': heartbeat\n\n']);
  });

  it('replays what came after the last id the client saw, then goes on live', async () => {
    const bus = new InProcessEventBus(new EventRing(10, 1000));
    bus.publish(projectUpdated);
    bus.publish(setDeleted);
    bus.publish(projectUpdated);
    const service = new LiveEventsService(bus);
    const { response, written } = recordingResponse();
    await service.stream(new EventEmitter() as Request, response, '1000-1');
    bus.publish(setDeleted);

    expect(written[0]).toBe(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
    expect(written.slice(1).map((message) => message.split('\n').slice(0, 2).join(' '))).toEqual([
      'id: 1000-2 event: entity',
      'id: 1000-3 event: entity',
      'id: 1000-4 event: entity',
    ]);
  });

  it('sends one resync, with the newest id, when the log no longer reaches back to the client\'s id', async () => {
    const bus = new InProcessEventBus(new EventRing(2, 1000));
    for (let count = 0; count < 4; count += 1) bus.publish(projectUpdated);
    const service = new LiveEventsService(bus);
    const { response, written } = recordingResponse();
    await service.stream(new EventEmitter() as Request, response, '1000-1');
    expect(written.slice(1)).toEqual(['id: 1000-4\nevent: resync\ndata: {"reason":"unknown-id"}\n\n']);
  });

  it('holds live events that arrive while the log is read, sending each once and in order', async () => {
    const ring = new EventRing(10, 1000);
    const bus = new InProcessEventBus(ring);
    bus.publish(projectUpdated);
    // The log answers late, as Redis would: one event is published before and one after it is read.
    let answer!: () => void;
    jest.spyOn(bus, 'position').mockImplementation(async (afterId) => {
      bus.publish(setDeleted);
      await new Promise<void>((resolve) => (answer = resolve));
      const position = ring.position(afterId);
      bus.publish(projectUpdated);
      return position;
    });
    const service = new LiveEventsService(bus);
    const { response, written } = recordingResponse();
    const streaming = service.stream(new EventEmitter() as Request, response, '1000-0');
    answer();
    await streaming;
    expect(written.slice(1).map((message) => message.split('\n')[0])).toEqual(['id: 1000-1', 'id: 1000-2', 'id: 1000-3']);
  });

  it('ends the stream when the log cannot be read, so the browser reconnects with the same id', async () => {
    const bus = new InProcessEventBus();
    jest.spyOn(bus, 'position').mockRejectedValue(new Error('Connection is closed.'));
    const service = new LiveEventsService(bus);
    const { response, written, state } = recordingResponse();
    await service.stream(new EventEmitter() as Request, response, '1000-0');
    expect(written).toEqual([`retry: ${EVENTS_RETRY_MS}\n\n`]);
    expect(state.ended).toBe(true);
  });

  it('stops writing once the client has gone, and ends open streams on shutdown', async () => {
    const bus = new InProcessEventBus();
    const service = new LiveEventsService(bus);
    const gone = recordingResponse();
    const gonesRequest = new EventEmitter();
    await service.stream(gonesRequest as Request, gone.response);
    const staying = recordingResponse();
    await service.stream(new EventEmitter() as Request, staying.response);

    gonesRequest.emit('close');
    bus.publish(projectUpdated);
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(gone.written).toHaveLength(1);
    expect(staying.written).toHaveLength(3);

    service.onModuleDestroy();
    expect(gone.state.ended).toBe(false);
    expect(staying.state.ended).toBe(true);
  });
});
