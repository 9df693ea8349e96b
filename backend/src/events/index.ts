export { EntityEvents } from './entity-events';
export type { LogPosition, LoggedEvent } from './event-log';
export { EventsModule, liveEventsStream } from './events.module';
export { LiveEventBus, type LiveEventListener } from './live-event-bus';
