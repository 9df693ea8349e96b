import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { liveEventSchema, type LiveEvent } from '@studio/contracts/events';
import supertest from 'supertest';
import { TEST_PASSWORD } from './auth-agent';

/** One parsed server-sent message, as a browser's EventSource would see it. */
export interface StreamMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface EventStream {
  response: IncomingMessage;
  /** Every message so far, comments included, in arrival order. */
  messages: StreamMessage[];
  /** The `job` / `entity` events so far, checked against the contract. */
  events(): LiveEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor<T extends LiveEvent>(match: (event: LiveEvent) => event is T, timeoutMs?: number): Promise<T>;
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves with the first raw message (comments and hints too) that matches. */
  waitForMessage(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** The last `id:` received, as a browser would send it back on reconnecting. */
  lastEventId(): string | undefined;
  close(): void;
}

/** Where the stream resumes from: the Last-Event-ID header (a reconnecting EventSource) or the query (a new one). */
export interface Resume {
  lastEventId: string;
  via: 'header' | 'query';
}

/** A session cookie from the real login route. */
export async function sessionCookie(app: INestApplication): Promise<string> {
  const login = await supertest(app.getHttpServer()).post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200);
  return String(login.headers['set-cookie']).split(';')[0];
}

const parseBlock = (block: string): StreamMessage => {
  const message: StreamMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) message.id = line.slice('id: '.length);
    else if (line.startsWith('event: ')) message.event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) message.data = (message.data === undefined ? '' : `${message.data}\n`) + line.slice(6);
    else if (line.startsWith('retry: ')) message.retry = Number(line.slice('retry: '.length));
  }
  return message;
};

/** Opens GET /api/events on a listening app with a plain HTTP client, reading the stream as it comes. */
export async function openEventStream(app: INestApplication, cookie?: string, resume?: Resume): Promise<EventStream> {
  const server = app.getHttpServer();
  if (!server.listening) await app.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let request: ClientRequest;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const path = resume?.via === 'query' ? `/api/events?lastEventId=${encodeURIComponent(resume.lastEventId)}` : '/api/events';
    const headers = { ...(cookie ? { Cookie: cookie } : {}), ...(resume?.via === 'header' ? { 'Last-Event-ID': resume.lastEventId } : {}) };
    request = httpRequest({ host: '127.0.0.1', port, path, headers }, resolve);
    request.on('error', reject);
    request.end();
  });
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      messages.push(parseBlock(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
    }
    for (const wake of waiters) wake();
  });
  response.on('error', () => undefined);

  const events = () =>
    messages
      .filter((message) => message.event !== undefined)
      .map((message) => liveEventSchema.parse({ kind: message.event, data: JSON.parse(message.data ?? 'null') }));

  const waitUntil = <T>(find: () => T | undefined, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Nothing matching on the stream in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  const waitFor = (match: (event: LiveEvent) => boolean, timeoutMs = 10_000) => waitUntil(() => events().find(match), timeoutMs);
  const waitForMessage = (match: (message: StreamMessage) => boolean, timeoutMs = 10_000) =>
    waitUntil(() => messages.find(match), timeoutMs);

  return {
    response,
    messages,
    events,
    waitFor: waitFor as EventStream['waitFor'],
    waitForMessage,
    lastEventId: () => messages.filter((message) => message.id !== undefined).at(-1)?.id,
    close: () => request.destroy(),
  };
}
