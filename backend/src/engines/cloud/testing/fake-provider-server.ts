import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A response the fake gives instead of its normal one, once, to the next matching request. */
export interface InjectedFailure {
  status?: number;
  retryAfter?: string;
  message?: string;
  /** Wait this long before answering (normally or with `status`), to test client timeouts. */
  delayMs?: number;
  /** Only requests whose path matches. */
  path?: RegExp;
}

/**
 * The common part of the fake provider servers: a node:http server on 127.0.0.1 and an ephemeral
 * port that records requests and answers injected failures (in the provider's error shape)
 * before routing to the provider's handlers.
 */
export abstract class FakeProviderServer {
  readonly requests: RecordedRequest[] = [];
  /** Key tests (the Settings check) kept apart from the work requests in `requests`. */
  readonly keyTests: RecordedRequest[] = [];
  private readonly failures: InjectedFailure[] = [];
  private server: Server | undefined;
  private base = '';

  /** Keys the provider takes besides `apiKey`: a test adds the ones it saves in Settings. */
  readonly acceptedKeys = new Set<string>();

  constructor(readonly apiKey: string) {}

  /** The provider's cheap authenticated read, where the studio tests a key (GET). */
  protected abstract readonly keyTestPath: string;

  /** The key a request carries, in the provider's header. */
  protected keyOf(request: RecordedRequest): string | undefined {
    return this.bearerToken(request);
  }

  get baseUrl(): string {
    return this.base;
  }

  failNext(...failures: InjectedFailure[]): void {
    this.failures.push(...failures);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.receive(request, response).catch((error: unknown) => {
        if (!response.headersSent) this.sendError(response, 500, error instanceof Error ? error.message : String(error));
        else response.destroy();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Routes one request; returns false when no route matched (404). */
  protected abstract route(request: RecordedRequest, response: ServerResponse): Promise<boolean>;

  /** The provider's JSON error body for a status and message. */
  protected abstract errorBody(status: number, message: string): unknown;

  protected sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  protected sendError(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
    this.sendJson(response, status, this.errorBody(status, message), headers);
  }

  protected bearerToken(request: RecordedRequest): string | undefined {
    const header = request.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  }

  private async receive(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body: Buffer.concat(chunks),
    };
    if (request.method === 'GET' && request.path === this.keyTestPath) {
      this.keyTests.push(request);
      const key = this.keyOf(request);
      if (key === undefined || (key !== this.apiKey && !this.acceptedKeys.has(key))) this.sendError(response, 401, 'Invalid API key');
      else this.sendJson(response, 200, { ok: true });
      return;
    }
    this.requests.push(request);
    const failureIndex = this.failures.findIndex((failure) => !failure.path || failure.path.test(request.path));
    if (failureIndex >= 0) {
      const [failure] = this.failures.splice(failureIndex, 1);
      // Unref'd: a stalled answer must not keep the test process alive after close().
      if (failure.delayMs) await new Promise((resolve) => setTimeout(resolve, failure.delayMs).unref());
      if (response.destroyed) return;
      if (failure.status) {
        const headers: Record<string, string> = failure.retryAfter === undefined ? {} : { 'Retry-After': failure.retryAfter };
        this.sendError(response, failure.status, failure.message ?? `Injected ${failure.status}`, headers);
        return;
      }
    }
    if (!(await this.route(request, response))) this.sendError(response, 404, `No route for ${request.method} ${request.path}`);
  }
}
