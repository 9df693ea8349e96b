import type { LiveEvent } from '@studio/contracts/events';
import { EventRing, isEventIdAfter, parseEventId } from './event-log';

const STARTED_AT = 1_732_750_000_000;

const projectUpdated = (id: number): LiveEvent => ({ kind: 'entity', data: { entity: 'project', id, projectId: id, change: 'updated' } });

/** A ring that has logged `count` events, project 1 to `count`. */
function ringWith(count: number, capacity = 5): EventRing {
  const ring = new EventRing(capacity, STARTED_AT);
  for (let id = 1; id <= count; id += 1) ring.append(projectUpdated(id));
  return ring;
}

const projectIds = (missed: Array<{ event: LiveEvent }> | undefined) => missed?.map(({ event }) => (event.kind === 'entity' ? event.data.id : -1));

describe('event ids', () => {
  it('reads `<milliseconds>-<sequence>` and nothing else', () => {
    expect(parseEventId('1732750000000-12')).toEqual([1732750000000, 12]);
    for (const bad of ['', '12', '1-2-3', 'abc-1', '-1', '1-', ' 1-2']) expect(parseEventId(bad)).toBeUndefined();
  });

  it('orders by time, then by sequence, as numbers', () => {
    expect(isEventIdAfter('10-0', '9-5')).toBe(true);
    expect(isEventIdAfter('9-10', '9-9')).toBe(true);
    expect(isEventIdAfter('9-9', '9-9')).toBe(false);
    expect(isEventIdAfter('9-9', '10-0')).toBe(false);
  });
});

describe('EventRing', () => {
  it('gives each event the next id after the start time', () => {
    const ring = new EventRing(5, STARTED_AT);
    expect(ring.position()).toEqual({ head: `${STARTED_AT}-0`, missed: [] });
    expect(ring.append(projectUpdated(1)).id).toBe(`${STARTED_AT}-1`);
    expect(ring.append(projectUpdated(2)).id).toBe(`${STARTED_AT}-2`);
    expect(ring.position().head).toBe(`${STARTED_AT}-2`);
  });

  it('replays, in order, everything after an id it still holds', () => {
    const ring = ringWith(4);
    expect(projectIds(ring.position(`${STARTED_AT}-1`).missed)).toEqual([2, 3, 4]);
    expect(projectIds(ring.position(`${STARTED_AT}-0`).missed)).toEqual([1, 2, 3, 4]);
    expect(ring.position(`${STARTED_AT}-4`)).toEqual({ head: `${STARTED_AT}-4`, missed: [] });
  });

  it('keeps only the last `capacity` events: an id older than those is unknown', () => {
    const ring = ringWith(12);
    // Events 8-12 are held: replaying after 7 is complete, after 6 it would lack event 7.
    expect(projectIds(ring.position(`${STARTED_AT}-7`).missed)).toEqual([8, 9, 10, 11, 12]);
    expect(ring.position(`${STARTED_AT}-6`)).toEqual({ head: `${STARTED_AT}-12`, missed: undefined });
  });

  it('does not know ids of another run, ids it has not given yet, or malformed ones', () => {
    const ring = ringWith(3);
    for (const id of [`${STARTED_AT - 1}-1`, `${STARTED_AT}-4`, 'nonsense']) expect(ring.position(id).missed).toBeUndefined();
  });
});
