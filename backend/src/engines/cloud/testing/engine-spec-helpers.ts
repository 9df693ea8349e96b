import { EngineError } from '../../engine.errors';
import type { FakeProviderServer } from './fake-provider-server';

/** The EngineError a call fails with; the test fails if it succeeds or throws anything else. */
export async function engineFailure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

/** Runs a fake provider for the whole spec file, with an empty request log in every test. */
export function serveDuringTests(server: FakeProviderServer): void {
  beforeAll(() => server.start());
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));
}

/**
 * A call made with a wrong key fails on the first request (a refused key is not retried) with the
 * provider's refusal (the whole message, or a pattern), and the message never shows the key.
 */
export async function expectKeyRefusedOnce(server: FakeProviderServer, call: (apiKey: string) => Promise<unknown>, wrongKey: string, message: string | RegExp): Promise<void> {
  const error = await engineFailure(call(wrongKey));
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  expect(error.message).not.toContain(wrongKey);
  expect(server.requests).toHaveLength(1);
}

/** A call whose every attempt met a server error fails with `message` once its three attempts are spent. */
export async function failureAfterRetries(server: FakeProviderServer, call: Promise<unknown>, message: string): Promise<EngineError> {
  const error = await engineFailure(call);
  expect(error.message).toBe(message);
  expect(server.requests).toHaveLength(3);
  return error;
}
