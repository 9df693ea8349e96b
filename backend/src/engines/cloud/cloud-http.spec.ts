import type { ServerResponse } from 'node:http';
import { cloudFetch, type CloudHttpOptions, joinUrl, retryAfterMs } from './cloud-http';
import { FakeProviderServer, type RecordedRequest } from './testing/fake-provider-server';
import { engineFailure, serveDuringTests } from './testing/engine-spec-helpers';

const SECRET = 'sk-secret-abc123';

/** Answers every request with {ok: true}; failures come from failNext. */
class OkServer extends FakeProviderServer {
  protected readonly keyTestPath = '/key-test';

  protected errorBody(_status: number, message: string): unknown {
    return { error: { message } };
  }

  protected async route(_request: RecordedRequest, response: ServerResponse): Promise<boolean> {
    this.sendJson(response, 200, { ok: true });
    return true;
  }
}

const server = new OkServer(SECRET);

const httpOptions = (overrides: Partial<CloudHttpOptions> = {}): CloudHttpOptions => ({
  provider: 'Acme',
  timeoutMs: 5000,
  retry: { retries: 2, baseDelayMs: 10, maxDelayMs: 40, maxRetryAfterMs: 2000 },
  secrets: [SECRET],
  ...overrides,
});

serveDuringTests(server);

describe('cloudFetch', () => {
  it('scrubs the key from provider messages that echo it', async () => {
    server.failNext({ status: 400, message: `Key ${SECRET} is not valid for this model` });
    const error = await engineFailure(cloudFetch(httpOptions(), { stage: 'testing', url: joinUrl(server.baseUrl, '/v1/things') }));
    expect(error.message).toBe('Acme failed while testing: Acme refused the request (HTTP 400: Key *** is not valid for this model)');
  });

  it('fails at once when Retry-After asks for longer than it will wait', async () => {
    server.failNext({ status: 429, retryAfter: '120', message: 'Slow down' });
    const error = await engineFailure(cloudFetch(httpOptions(), { stage: 'testing', url: server.baseUrl }));
    expect(error.message).toBe('Acme failed while testing: Acme rate limit reached (HTTP 429: Slow down) after 1 attempt');
    expect(server.requests).toHaveLength(1);
  });

  it('backs off and retries 5xx, then succeeds', async () => {
    server.failNext({ status: 500 }, { status: 502 });
    const response = await cloudFetch(httpOptions(), { stage: 'testing', url: server.baseUrl });
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
  });

  it('retries network failures and then names them', async () => {
    const closed = new OkServer(SECRET);
    const url = await closed.start();
    await closed.close();
    const error = await engineFailure(cloudFetch(httpOptions(), { stage: 'testing', url }));
    expect(error.message).toMatch(/^Acme failed while testing: could not reach Acme after 3 attempts \(.*ECONNREFUSED.*\)$/);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('joins base URLs and paths with exactly one slash', () => {
    expect(joinUrl('http://host/', '/v1/x')).toBe('http://host/v1/x');
    expect(joinUrl('http://host/proxy', 'v1/x')).toBe('http://host/proxy/v1/x');
  });
});
