/** The browser's EventSource, replaced at the boundary: the test plays the server. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since installFakeEventSource, oldest first. */
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

  send(kind: 'job' | 'entity' | 'composition' | 'resync', data: unknown, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(kind, { data: JSON.stringify(data), lastEventId }));
  }

  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
}

const setEventSource = (value: unknown) => Object.defineProperty(globalThis, 'EventSource', { value, configurable: true, writable: true });

/** Puts FakeEventSource, with no stream opened yet, in place of the browser's; returns what puts the browser's back. */
export function installFakeEventSource(): () => void {
  const original = globalThis.EventSource;
  FakeEventSource.opened = [];
  setEventSource(FakeEventSource);
  return () => setEventSource(original);
}
