import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { EntityEvent, JobEvent } from '@studio/contracts/events';
import { EVENTS_RETRY_MS } from '@studio/contracts/events';
import { EVENTS_URL, eventsUrl, useLiveUpdates } from './events';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { FakeEventSource, installFakeEventSource } from './testing/fake-event-source';

const latest = () => FakeEventSource.opened.at(-1)!;

const jobEvent = (overrides: Partial<JobEvent> = {}): JobEvent => ({
  id: 9,
  type: 'voice-line.synthesize',
  target: { type: 'voice-line', id: 4 },
  projectId: 7,
  state: 'running',
  progress: 40,
  stage: 'synthesizing audio',
  error: null,
  attempts: 1,
  ...overrides,
});

/** A client holding every key a screen might show, so invalidation marks are observable. */
function seededClient(): QueryClient {
  const queryClient = createQueryClient();
  const keys = [
    queryKeys.projects(),
    queryKeys.project(7),
    queryKeys.overview(7),
    queryKeys.characters(7),
    queryKeys.sets(7),
    queryKeys.music(7),
    queryKeys.scenes(7),
    queryKeys.projectVoiceLines(7),
    queryKeys.sceneVoiceLines(3),
    queryKeys.characters(8),
    queryKeys.session(),
  ];
  for (const key of keys) queryClient.setQueryData(key, []);
  return queryClient;
}

const staleKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

const keysOf = (...keys: ReadonlyArray<readonly unknown[]>) => keys.map((key) => JSON.stringify(key)).sort();

/** A seeded cache that live updates keep fresh, with its stream open when `open` says so. */
function listening({ open = false } = {}): QueryClient {
  const queryClient = seededClient();
  renderHook(() => useLiveUpdates(queryClient));
  if (open) act(() => latest().open());
  return queryClient;
}

describe('useLiveUpdates', () => {
  let restoreEventSource: () => void;
  beforeEach(() => {
    restoreEventSource = installFakeEventSource();
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreEventSource();
  });

  it('opens one stream with the session cookie and closes it on unmount', () => {
    const { unmount } = renderHook(() => useLiveUpdates(seededClient()));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().url).toBe(EVENTS_URL);
    expect(latest().init).toEqual({ withCredentials: true });
    unmount();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('an entity event marks stale what that entity shows up in, in its project only', () => {
    const queryClient = listening();
    const created: EntityEvent = { entity: 'character', id: 2, projectId: 7, change: 'created' };
    act(() => latest().send('entity', created));
    expect(staleKeys(queryClient)).toEqual(keysOf(queryKeys.characters(7), queryKeys.overview(7), queryKeys.scenes(7)));
  });

  it('a voice line event refreshes the voice line lists and the scene counts', () => {
    const queryClient = listening();
    act(() => latest().send('entity', { entity: 'voice-line', id: 4, projectId: 7, change: 'deleted' }));
    expect(staleKeys(queryClient)).toEqual(
      keysOf(queryKeys.projectVoiceLines(7), queryKeys.sceneVoiceLines(3), queryKeys.scenes(7), queryKeys.overview(7)),
    );
  });

  it('job progress refetches nothing; a finished job refreshes its target and reaches onJob', () => {
    const queryClient = seededClient();
    const onJob = jest.fn();
    renderHook(() => useLiveUpdates(queryClient, { onJob }));
    act(() => latest().send('job', jobEvent()));
    expect(staleKeys(queryClient)).toEqual([]);

    act(() => latest().send('job', jobEvent({ state: 'complete', progress: 100 })));
    expect(staleKeys(queryClient)).toEqual(
      keysOf(queryKeys.projectVoiceLines(7), queryKeys.sceneVoiceLines(3), queryKeys.scenes(7), queryKeys.overview(7)),
    );
    expect(onJob.mock.calls.map(([event]) => [event.state, event.progress])).toEqual([
      ['running', 40],
      ['complete', 100],
    ]);
  });

  it('a composition event reaches onComposition and refreshes the platform views, nothing else', () => {
    const queryClient = seededClient();
    queryClient.setQueryData(queryKeys.composition(), {});
    queryClient.setQueryData(queryKeys.releases(), {});
    const onComposition = jest.fn();
    renderHook(() => useLiveUpdates(queryClient, { onComposition }));
    act(() => latest().send('composition', { revision: 4 }));
    act(() => latest().send('composition', { revision: 'four' }));
    expect(onComposition.mock.calls).toEqual([[{ revision: 4 }]]);
    expect(staleKeys(queryClient)).toEqual(keysOf(queryKeys.composition(), queryKeys.releases()));
  });

  it('ignores messages that do not match the contract', () => {
    const queryClient = listening();
    act(() => latest().send('entity', { entity: 'spaceship', id: 1, projectId: 7, change: 'created' }));
    act(() => latest().dispatchEvent(new MessageEvent('entity', { data: 'not json' })));
    expect(staleKeys(queryClient)).toEqual([]);
  });

  it('after the server refused the stream it checks the session and reconnects, then, with no event id to resume from, refreshes everything', () => {
    jest.useFakeTimers();
    const queryClient = listening({ open: true });
    act(() => latest().fail(FakeEventSource.CLOSED));
    expect(staleKeys(queryClient)).toEqual(keysOf(queryKeys.session()));
    expect(FakeEventSource.opened).toHaveLength(1);

    act(() => jest.advanceTimersByTime(EVENTS_RETRY_MS));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => latest().open());
    expect(staleKeys(queryClient)).toHaveLength(11);
  });

  it('a new stream after a refusal resumes from the last event id, so nothing is refetched wholesale', () => {
    jest.useFakeTimers();
    const queryClient = listening({ open: true });
    act(() => latest().send('entity', { entity: 'set', id: 1, projectId: 8, change: 'created' }, '1732750000000-41'));
    act(() => latest().send('composition', { revision: 2 }, '1732750000000-42'));
    act(() => latest().fail(FakeEventSource.CLOSED));
    act(() => jest.advanceTimersByTime(EVENTS_RETRY_MS));

    expect(latest().url).toBe(eventsUrl('1732750000000-42'));
    expect(latest().url).toBe(`${EVENTS_URL}?lastEventId=1732750000000-42`);
    act(() => latest().open());
    expect(staleKeys(queryClient)).toEqual(keysOf(queryKeys.session()));
  });

  it('a resync refetches everything: the server no longer has what the tab missed', () => {
    const queryClient = listening({ open: true });
    act(() => latest().send('resync', { reason: 'unknown-id' }, '1732750000000-7'));
    expect(staleKeys(queryClient)).toHaveLength(11);
  });

  it('leaves a dropped connection to the browser\'s own retry, which resends the last id itself: nothing is refetched wholesale', () => {
    jest.useFakeTimers();
    const queryClient = listening({ open: true });
    act(() => latest().send('job', jobEvent(), '1732750000000-3'));
    act(() => latest().fail(FakeEventSource.CONNECTING));
    act(() => jest.advanceTimersByTime(EVENTS_RETRY_MS * 2));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => latest().open());
    expect(staleKeys(queryClient)).toEqual([]);
  });
});
