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
