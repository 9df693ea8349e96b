export { EntityEvents } from './entity-events';
export { EventsModule, liveEventsChannel } from './events.module';
export { LiveEventBus, type LiveEventListener } from './live-event-bus';
