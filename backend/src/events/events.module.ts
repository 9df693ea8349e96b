import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { EntityEvents } from './entity-events';
import { EventsController } from './events.controller';
import { InProcessEventBus, LiveEventBus, RedisEventBus } from './live-event-bus';
import { LiveEventsService } from './live-events.service';

/** The Redis stream live events travel on between processes, and are replayed from. */
export const liveEventsStream = (config: AppConfig) => `${config.jobs.queuePrefix}:live-events`;

/** Global so every service that writes project content can announce it. */
@Global()
@Module({
  controllers: [EventsController],
  providers: [
    {
      provide: LiveEventBus,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): LiveEventBus =>
        config.jobs.redisUrl ? new RedisEventBus(config.jobs.redisUrl, liveEventsStream(config)) : new InProcessEventBus(),
    },
    EntityEvents,
    LiveEventsService,
  ],
  exports: [LiveEventBus, EntityEvents],
})
export class EventsModule implements OnApplicationShutdown {
  constructor(@Inject(LiveEventBus) private readonly bus: LiveEventBus) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }
}
