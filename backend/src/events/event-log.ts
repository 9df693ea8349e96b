import { eventIdSchema, type LiveEvent } from '@studio/contracts/events';

/** An event with its place in the log, the id a stream sends as `id:`. */
export interface LoggedEvent {
  id: string;
  event: LiveEvent;
}

/**
 * What the log says to a stream that opens: `head` is the newest id (where a new stream starts);
 * `missed` holds every event after the id the client sent, in order, or is undefined when the log
 * no longer reaches back to that id (the client must refetch instead).
 */
export interface LogPosition {
  head: string;
  missed: LoggedEvent[] | undefined;
}

/** How many events a log keeps for clients that reconnect. */
export const EVENT_LOG_LENGTH = 10_000;

/** `<milliseconds>-<sequence>` as two numbers, or undefined for anything else. */
export function parseEventId(id: string): [number, number] | undefined {
  if (!eventIdSchema.safeParse(id).success) return undefined;
  const [milliseconds, sequence] = id.split('-').map(Number);
  return [milliseconds, sequence];
}

/** Whether event id `a` comes after `b` (both well formed). */
export function isEventIdAfter(a: string, b: string): boolean {
  const [aMilliseconds, aSequence] = parseEventId(a) ?? [0, 0];
  const [bMilliseconds, bSequence] = parseEventId(b) ?? [0, 0];
  return aMilliseconds !== bMilliseconds ? aMilliseconds > bMilliseconds : aSequence > bSequence;
}

/**
 * The last `capacity` events of one process, in a ring. Ids are `<start time>-<counter>`, so an id
 * from before this process started (a restart lost what it had) is unknown rather than mistaken
 * for one of this run's.
 */
export class EventRing {
  private readonly slots: LoggedEvent[] = [];
  private sequence = 0;

  constructor(
    private readonly capacity = EVENT_LOG_LENGTH,
    private readonly startedAt = Date.now(),
  ) {}

  append(event: LiveEvent): LoggedEvent {
    this.sequence += 1;
    const logged = { id: `${this.startedAt}-${this.sequence}`, event };
    this.slots[this.sequence % this.capacity] = logged;
    return logged;
  }

  position(afterId?: string): LogPosition {
    const head = `${this.startedAt}-${this.sequence}`;
    if (afterId === undefined) return { head, missed: [] };
    const parsed = parseEventId(afterId);
    // Events after `after` are all still here when at most `capacity` of them have been logged.
    const known = parsed !== undefined && parsed[0] === this.startedAt && parsed[1] <= this.sequence && this.sequence - parsed[1] <= this.capacity;
    if (!known) return { head, missed: undefined };
    const missed: LoggedEvent[] = [];
    for (let sequence = parsed[1] + 1; sequence <= this.sequence; sequence += 1) missed.push(this.slots[sequence % this.capacity]);
    return { head, missed };
  }
}
