import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { EntityEvent, JobEvent } from '@studio/contracts/events';
import { EVENTS_RETRY_MS } from '@studio/contracts/events';
import { EVENTS_URL, useLiveUpdates } from './events';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

/** The browser's EventSource, replaced at the boundary: the test plays the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string, readonly init?: EventSourceInit) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  send(kind: 'job' | 'entity' | 'composition', data: unknown) {
    this.dispatchEvent(new MessageEvent(kind, { data: JSON.stringify(data) }));
  }

  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
}

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

describe('useLiveUpdates', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
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
    const queryClient = seededClient();
    renderHook(() => useLiveUpdates(queryClient));
    const created: EntityEvent = { entity: 'character', id: 2, projectId: 7, change: 'created' };
    act(() => latest().send('entity', created));
    expect(staleKeys(queryClient)).toEqual(keysOf(queryKeys.characters(7), queryKeys.overview(7), queryKeys.scenes(7)));
  });

  it('a voice line event refreshes the voice line lists and the scene counts', () => {
    const queryClient = seededClient();
    renderHook(() => useLiveUpdates(queryClient));
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
    const queryClient = seededClient();
    renderHook(() => useLiveUpdates(queryClient));
    act(() => latest().send('entity', { entity: 'spaceship', id: 1, projectId: 7, change: 'created' }));
    act(() => latest().dispatchEvent(new MessageEvent('entity', { data: 'not json' })));
    expect(staleKeys(queryClient)).toEqual([]);
  });

  it('after the server refused the stream it checks the session and reconnects, then refreshes what it missed', () => {
    jest.useFakeTimers();
    const queryClient = seededClient();
    renderHook(() => useLiveUpdates(queryClient));
    act(() => latest().open());
    act(() => latest().fail(FakeEventSource.CLOSED));
    expect(staleKeys(queryClient)).toEqual(keysOf(queryKeys.session()));
    expect(FakeEventSource.opened).toHaveLength(1);

    act(() => jest.advanceTimersByTime(EVENTS_RETRY_MS));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => latest().open());
    expect(staleKeys(queryClient)).toHaveLength(11);
  });

  it('leaves a dropped connection to the browser\'s own retry', () => {
    jest.useFakeTimers();
    renderHook(() => useLiveUpdates(seededClient()));
    act(() => latest().fail(FakeEventSource.CONNECTING));
    act(() => jest.advanceTimersByTime(EVENTS_RETRY_MS * 2));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
