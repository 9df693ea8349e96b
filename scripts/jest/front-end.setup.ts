// DOM matchers on both the global `expect` and the one from @jest/globals, with their types.
import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and MUI need them.
Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom has no EventSource either: the live-updates stream stays silent in component tests
// (packages/api-client/src/events.spec.tsx replaces it with one that plays the server).
class SilentEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = SilentEventSource.CONNECTING;
  constructor(readonly url: string, readonly init?: EventSourceInit) {
    super();
  }
  close() {
    this.readyState = SilentEventSource.CLOSED;
  }
}
if (!('EventSource' in globalThis)) Object.assign(globalThis, { EventSource: SilentEventSource });

// The machine is shared by several builds; give findBy/waitFor room before calling a test failed.
configure({ asyncUtilTimeout: 5000 });
