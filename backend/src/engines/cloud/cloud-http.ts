import { EngineError } from '../engine.errors';

/** A key, or a function that reads the current one (so a key saved in Settings applies without a restart). */
export type ApiKeySource = string | (() => string | undefined | Promise<string | undefined>);

export interface RetryPolicy {
  /** Retries after the first attempt, for 429, 5xx and network failures. */
  retries: number;
  /** First backoff; doubles per attempt, with full jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Longest Retry-After honoured; a longer one fails at once rather than hanging a job. */
  maxRetryAfterMs: number;
}

export interface CloudHttpOptions {
  /** Provider name used in error messages, e.g. 'ElevenLabs'. */
  provider: string;
  /** Per-request timeout (each attempt). */
  timeoutMs: number;
  retry: RetryPolicy;
  /** Secrets to scrub from any text that ends up in an error message. */
  secrets?: readonly string[];
}

export interface CloudRequest {
  stage: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Serialized as JSON with Content-Type application/json. */
  json?: unknown;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 500, maxDelayMs: 8000, maxRetryAfterMs: 30_000 };

export async function resolveApiKey(source: ApiKeySource): Promise<string | undefined> {
  const key = typeof source === 'function' ? await source() : source;
  const trimmed = key?.trim();
  return trimmed ? trimmed : undefined;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds to wait from a Retry-After header (delta seconds or an HTTP date), if it has one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;

/**
 * fetch with a timeout per attempt and retries with exponential backoff and full jitter on 429,
 * 5xx and network failures (Retry-After wins when the provider sends it). Other statuses fail
 * at once. Every failure is an EngineError naming the provider, the stage and the HTTP status
 * with the provider's own message, never the key.
 */
export async function cloudFetch(options: CloudHttpOptions, request: CloudRequest): Promise<Response> {
  const { provider, retry } = options;
  const scrub = (text: string): string =>
    (options.secrets ?? []).reduce((clean, secret) => (secret ? clean.split(secret).join('***') : clean), text);
  const fail = (message: string, cause?: unknown): EngineError => new EngineError(provider, request.stage, scrub(message), { cause });

  for (let attempt = 0; ; attempt += 1) {
    const canRetry = attempt < retry.retries;
    const backoff = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** attempt) * Math.random();
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
        headers: { ...(request.json === undefined ? {} : { 'Content-Type': 'application/json' }), ...request.headers },
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (errorField(error, 'name') === 'TimeoutError') {
        throw fail(`no response from ${provider} within ${options.timeoutMs} ms`, error);
      }
      // undici puts the socket error (ECONNREFUSED, ENOTFOUND) in cause; 'fetch failed' says nothing.
      const reason = textOf(errorField(errorField(error, 'cause'), 'message')) ?? textOf(errorField(error, 'message')) ?? String(error);
      if (!canRetry) throw fail(`could not reach ${provider} after ${attemptCount(attempt + 1)} (${reason})`, error);
      await sleep(backoff);
      continue;
    }
    if (response.ok) return response;

    const detail = await readProviderMessage(response);
    if (isRetryableStatus(response.status) && canRetry) {
      const waitMs = retryAfterMs(response.headers.get('retry-after'));
      if (waitMs === undefined || waitMs <= retry.maxRetryAfterMs) {
        await sleep(waitMs ?? backoff);
        continue;
      }
    }
    throw fail(describeFailure(provider, response.status, detail, attempt + 1));
  }
}

/** Reads a field of a thrown value without instanceof (errors from fetch may come from another realm). */
function errorField(error: unknown, field: 'name' | 'message' | 'cause'): unknown {
  return error && typeof error === 'object' && field in error ? (error as Record<string, unknown>)[field] : undefined;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

const attemptCount = (attempts: number): string => `${attempts} attempt${attempts === 1 ? '' : 's'}`;

function describeFailure(provider: string, status: number, detail: string, attempts: number): string {
  const suffix = detail ? `: ${detail}` : '';
  if (status === 401 || status === 403) return `${provider} rejected the API key (HTTP ${status}${suffix})`;
  if (status === 429) return `${provider} rate limit reached (HTTP 429${suffix}) after ${attemptCount(attempts)}`;
  if (status >= 500) return `${provider} server error (HTTP ${status}${suffix}) after ${attemptCount(attempts)}`;
  return `${provider} refused the request (HTTP ${status}${suffix})`;
}

/**
 * The provider's error text from its JSON error body: OpenAI {error: {message}}, ElevenLabs
 * {detail: {message}} or {detail: [{msg}]}, Meshy {message}; otherwise the start of the body.
 */
async function readProviderMessage(response: Response): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return '';
  }
  try {
    const body: unknown = JSON.parse(text);
    const message = findMessage(body);
    if (message) return message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.trim().slice(0, 200);
}

function findMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (Array.isArray(body)) return body.map(findMessage).filter(Boolean).join('; ') || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const field of ['message', 'msg']) {
    if (typeof record[field] === 'string') return record[field];
  }
  for (const field of ['error', 'detail']) {
    const nested = findMessage(record[field]);
    if (nested) return nested;
  }
  return undefined;
}

/** Reads a JSON body, failing with an EngineError when it is not JSON. */
export async function readJson(provider: string, stage: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new EngineError(provider, stage, `${provider} answered with a body that is not JSON`, { cause: error });
  }
}

/** Reads a binary body within the request's own timeout, failing with an EngineError. */
export async function readBytes(provider: string, stage: string, response: Response): Promise<Buffer> {
  try {
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // The request's timeout signal covers the body too.
    const message =
      errorField(error, 'name') === 'TimeoutError'
        ? `the download from ${provider} did not finish in time`
        : `the download from ${provider} broke off (${textOf(errorField(error, 'message')) ?? String(error)})`;
    throw new EngineError(provider, stage, message, { cause: error });
  }
}

/** Joins a base URL and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
