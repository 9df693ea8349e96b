import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { liveEventSchema, type LiveEvent } from '@studio/contracts/events';
import { Redis } from 'ioredis';

export type LiveEventListener = (event: LiveEvent) => void;

/** Carries job and entity events from whoever writes to every open stream. */
export abstract class LiveEventBus {
  abstract publish(event: LiveEvent): void;
  /** Returns the unsubscribe function. */
  abstract subscribe(listener: LiveEventListener): () => void;
  abstract close(): Promise<void>;
}

/** One process: events go straight to its own listeners. */
export class InProcessEventBus extends LiveEventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: LiveEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: LiveEventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Several processes (API instances, workers on other machines): events go through one Redis
 * pub/sub channel, and every process delivers what arrives, its own events included, so all
 * streams see them in the same order.
 */
export class RedisEventBus extends LiveEventBus {
  private readonly logger = new Logger(RedisEventBus.name);
  private readonly local = new InProcessEventBus();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly subscribed: Promise<unknown>;

  constructor(redisUrl: string, private readonly channel: string) {
    super();
    this.publisher = new Redis(redisUrl);
    this.subscriber = new Redis(redisUrl);
    this.subscriber.on('message', (_channel: string, message: string) => this.deliver(message));
    this.subscribed = this.subscriber.subscribe(channel);
  }

  /** Resolves once this process receives what is published (tests wait for it before writing). */
  ready(): Promise<unknown> {
    return this.subscribed;
  }

  publish(event: LiveEvent): void {
    this.publisher.publish(this.channel, JSON.stringify(event)).catch((error: unknown) => {
      this.logger.error(`Could not publish a ${event.kind} event: ${String(error)}`);
    });
  }

  subscribe(listener: LiveEventListener): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private deliver(message: string): void {
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      json = undefined;
    }
    const parsed = liveEventSchema.safeParse(json);
    if (parsed.success) this.local.publish(parsed.data);
    else this.logger.warn(`Ignored a malformed live event on ${this.channel}`);
  }
}
