import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { liveEventSchema, type LiveEvent } from '@studio/contracts/events';
import { Redis, type ChainableCommander } from 'ioredis';
import { EVENT_LOG_LENGTH, EventRing, parseEventId, type LogPosition, type LoggedEvent } from './event-log';

export type LiveEventListener = (logged: LoggedEvent) => void;

/** Carries job and entity events from whoever writes to every open stream, each with its id in a bounded log. */
export abstract class LiveEventBus {
  abstract publish(event: LiveEvent): void;
  /** Returns the unsubscribe function. */
  abstract subscribe(listener: LiveEventListener): () => void;
  /** The log's newest id, and what it holds after `afterId` (see LogPosition). */
  abstract position(afterId?: string): Promise<LogPosition>;
  abstract close(): Promise<void>;
}

/** Hands logged events to this process's listeners. */
class Listeners {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  deliver(logged: LoggedEvent): void {
    this.emitter.emit('event', logged);
  }

  add(listener: LiveEventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

/** One process: events are logged in a ring and go straight to its own listeners. */
export class InProcessEventBus extends LiveEventBus {
  private readonly listeners = new Listeners();

  constructor(private readonly log = new EventRing()) {
    super();
  }

  publish(event: LiveEvent): void {
    this.listeners.deliver(this.log.append(event));
  }

  subscribe(listener: LiveEventListener): () => void {
    return this.listeners.add(listener);
  }

  async position(afterId?: string): Promise<LogPosition> {
    return this.log.position(afterId);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/** How long a failed hand-over to Redis waits before the next try. */
const REDIS_RETRY_MS = 500;
/** Events one transaction adds to the stream. */
const PUBLISH_BATCH = 500;
/** How long one XREAD waits for new entries before asking again. */
const READ_BLOCK_MS = 5_000;
/** How long closing waits for the read loop to notice. */
const CLOSE_WAIT_MS = 1_000;

/** Runs a MULTI … EXEC: each command's result, or the first error. */
async function execute(transaction: ChainableCommander): Promise<unknown[]> {
  const results = await transaction.exec();
  const failed = results?.find(([error]) => error);
  if (!results || failed) throw failed?.[0] ?? new Error('the Redis transaction was aborted');
  return results.map(([, result]) => result);
}

export interface RedisEventBusOptions {
  /** Events held while Redis is unreachable; past it the oldest are dropped and clients told to resync. */
  backlogLimit?: number;
}

/**
 * Several processes (API instances, workers on other machines): events are added to one Redis
 * stream (trimmed to about EVENT_LOG_LENGTH entries, its entry ids are the event ids), and every
 * process reads it from the last id it has seen, so all streams see the same events in the same
 * order and a process whose Redis connection drops carries on where it was. Events published
 * while Redis is unreachable are held, in order, and added once it is back (at least once: a
 * batch whose answer was lost is added again); if too many pile up, the oldest are dropped and a
 * `resync` event goes first.
 */
export class RedisEventBus extends LiveEventBus {
  private readonly logger = new Logger(RedisEventBus.name);
  private readonly listeners = new Listeners();
  /** Adds and replays; fails fast while Redis is away, so the backlog and the streams decide what to do. */
  private readonly writer: Redis;
  /** Blocks in XREAD; waits out a Redis outage and resumes from `readFrom`. */
  private readonly reader: Redis;
  private readonly backlogLimit: number;
  private backlog: LiveEvent[] = [];
  /** Times the backlog overflowed, and how many of those a `resync` event has announced. */
  private drops = 0;
  private announcedDrops = 0;
  private flushing = false;
  private unreachable = false;
  private closed = false;
  private readonly following: Promise<void>;
  private readonly started: Promise<void>;

  constructor(redisUrl: string, private readonly stream: string, options: RedisEventBusOptions = {}) {
    super();
    this.backlogLimit = options.backlogLimit ?? EVENT_LOG_LENGTH;
    this.writer = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.reader = new Redis(redisUrl, { maxRetriesPerRequest: null });
    let started!: () => void;
    this.started = new Promise((resolve) => (started = resolve));
    this.following = this.follow(started);
  }

  /** Resolves once this process reads the stream (tests wait for it before writing). */
  ready(): Promise<void> {
    return this.started;
  }

  publish(event: LiveEvent): void {
    this.backlog.push(event);
    this.trimBacklog();
    void this.flush();
  }

  subscribe(listener: LiveEventListener): () => void {
    return this.listeners.add(listener);
  }

  async position(afterId?: string): Promise<LogPosition> {
    const known = afterId !== undefined && parseEventId(afterId) !== undefined;
    const transaction = this.writer.multi().xrevrange(this.stream, '+', '-', 'COUNT', 1);
    if (known) transaction.xrange(this.stream, afterId, afterId).xrange(this.stream, `(${afterId}`, '+');
    const [newest, found, after] = (await execute(transaction)) as Array<Array<[string, string[]]>>;
    const head = newest[0]?.[0] ?? '0-0';
    if (afterId === undefined) return { head, missed: [] };
    // The id must still be in the stream: otherwise it was trimmed, or Redis lost its data since.
    if (!known || found.length === 0) return { head, missed: undefined };
    return { head, missed: after.flatMap(([id, fields]) => this.toLogged(id, fields) ?? []) };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    // Not quit/await alone: a connection closed while ioredis waits to reconnect never settles its
    // queued commands, so the read loop gets a bounded wait and both connections are dropped.
    this.reader.disconnect();
    this.writer.disconnect();
    await Promise.race([this.following, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
  }

  private trimBacklog(): void {
    const over = this.backlog.length - this.backlogLimit;
    if (over <= 0) return;
    this.backlog.splice(0, over);
    this.drops += 1;
  }

  /** Adds the backlog to the stream in order, a batch per transaction, retrying while Redis is away. */
  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    while (this.backlog.length > 0 && !this.closed) {
      const batch = this.backlog.splice(0, PUBLISH_BATCH);
      const drops = this.drops;
      const events: LiveEvent[] = drops > this.announcedDrops ? [{ kind: 'resync', data: { reason: 'events-dropped' } }, ...batch] : batch;
      try {
        const transaction = this.writer.multi();
        for (const event of events) transaction.xadd(this.stream, 'MAXLEN', '~', EVENT_LOG_LENGTH, '*', 'event', JSON.stringify(event));
        await execute(transaction);
        this.announcedDrops = drops;
        if (this.unreachable) this.logger.log('Live events reach Redis again; the events held meanwhile are published');
        this.unreachable = false;
      } catch (error) {
        if (!this.unreachable) this.logger.warn(`Live events are held until Redis can be reached: ${String(error)}`);
        this.unreachable = true;
        // Put back in front unless the backlog overflowed meanwhile: then a resync covers them.
        if (this.drops === drops) {
          this.backlog.unshift(...batch);
          this.trimBacklog();
        }
        await new Promise((resolve) => setTimeout(resolve, REDIS_RETRY_MS));
      }
    }
    this.flushing = false;
  }

  /** Reads the stream from its newest entry on, delivering each entry to this process's listeners. */
  private async follow(started: () => void): Promise<void> {
    let readFrom: string | undefined;
    while (!this.closed) {
      try {
        readFrom ??= (await this.reader.xrevrange(this.stream, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
        started();
        const reply = await this.reader.xread('COUNT', 1_000, 'BLOCK', READ_BLOCK_MS, 'STREAMS', this.stream, readFrom);
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            readFrom = id;
            const logged = this.toLogged(id, fields);
            if (logged) this.listeners.deliver(logged);
          }
        }
      } catch (error) {
        if (this.closed) break;
        this.logger.warn(`Reading live events from Redis failed, trying again: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, REDIS_RETRY_MS));
      }
    }
  }

  private toLogged(id: string, fields: string[]): LoggedEvent | undefined {
    const field = fields.indexOf('event');
    let json: unknown;
    try {
      json = field >= 0 ? JSON.parse(fields[field + 1]) : undefined;
    } catch {
      json = undefined;
    }
    const parsed = liveEventSchema.safeParse(json);
    if (parsed.success) return { id, event: parsed.data };
    this.logger.warn(`Ignored a malformed live event ${id} on ${this.stream}`);
    return undefined;
  }
}
