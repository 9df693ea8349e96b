import { apiRoutes, type ApiRoute, type ApiRoutes, type HttpMethod, type RouteName } from '@studio/contracts/api-routes';
import { errorBodySchema } from '@studio/contracts/common';
import type { UploadRule } from '@studio/contracts/uploads';
import type { z } from 'zod';

/** A non-success HTTP response; the message follows docs/product-rules.md#messages: '<status>: <body or status text>'. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's own words for a failure: `message` of a JSON error body, else the body text. */
export function serverMessage(error: ApiError): string | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.body));
    if (parsed.success) return parsed.data.message;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return error.body || undefined;
}

/** Each reason a refusal lists (`errors` of the body: one per field or, for the platform's gate, per problem). */
export function serverReasons(error: ApiError): string[] {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.body));
    return parsed.success ? (parsed.data.errors ?? []).map((reason) => reason.message) : [];
  } catch {
    return [];
  }
}

/** The reasons a refusal gives per field (`errors` of the body with their `path`, e.g. a name already taken). */
export function serverFieldErrors(error: ApiError): Array<{ path: string; message: string }> {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.body));
    return parsed.success ? (parsed.data.errors ?? []) : [];
  } catch {
    return [];
  }
}

/** The machine-readable reason a failure carries, if any (e.g. 'SCENE_NOT_READY'). */
export function serverCode(error: ApiError): string | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.code : undefined;
  } catch {
    return undefined;
  }
}

interface RequestOptions<TSchema extends z.ZodType> {
  /** Contract schema the response body is parsed with. */
  schema: TSchema;
  method?: HttpMethod;
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** For an upload: called with the fraction sent so far (0..1). */
  onUploadProgress?: (fraction: number) => void;
  /** Sent as `Authorization: Bearer`, beside the session cookie (the platform token of a platform change). */
  bearerToken?: string;
}

const withQuery = (path: string, query: RequestOptions<z.ZodType>['query']): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const encodeBody = (body: unknown): { body?: BodyInit; headers?: HeadersInit } => {
  if (body === undefined) return {};
  // The browser sets the multipart boundary itself.
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
};

interface RawResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
}

/**
 * A form sent with XMLHttpRequest, the one browser API that reports how much of an upload has been
 * sent (fetch does not); same cookie, same answer handling.
 */
function sendForm(url: string, method: HttpMethod, form: FormData, onUploadProgress: (fraction: number) => void, signal?: AbortSignal, bearerToken?: string) {
  return new Promise<RawResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    if (bearerToken) xhr.setRequestHeader('Authorization', `Bearer ${bearerToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Calls a same-origin API path with the session cookie and parses the answer with its contract schema. */
async function request<TSchema extends z.ZodType>(
  path: string,
  { schema, method = 'GET', body, query, signal, cache, onUploadProgress, bearerToken }: RequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const url = withQuery(path, query);
  let response: RawResponse;
  if (onUploadProgress && body instanceof FormData) {
    response = await sendForm(url, method, body, onUploadProgress, signal, bearerToken);
  } else {
    const encoded = encodeBody(body);
    const headers = bearerToken ? { ...encoded.headers, Authorization: `Bearer ${bearerToken}` } : encoded.headers;
    const fetched = await fetch(url, { method, credentials: 'include', signal, cache, ...encoded, ...(headers ? { headers } : {}) });
    response = { ok: fetched.ok, status: fetched.status, statusText: fetched.statusText, text: await fetched.text() };
  }
  const { text } = response;
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return schema.parse(text ? JSON.parse(text) : undefined);
}

/** `/api/scenes/:id/voicelines` -> 'id' */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsInput<R extends ApiRoute> = [PathParamNames<R['path']>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<R['path']>, string | number> };

/** A part the route declares, required unless its schema accepts undefined. */
type SchemaInput<R, Part extends 'query' | 'body'> = R extends { [P in Part]: infer S extends z.ZodType }
  ? undefined extends z.input<S>
    ? { [P in Part]?: z.input<S> }
    : { [P in Part]: z.input<S> }
  : unknown;

/** An upload route takes a form: its file and text fields (the route's body schema describes the fields). */
type BodyInput<R> = R extends { upload: UploadRule } ? { form: FormData; onUploadProgress?: (fraction: number) => void } : SchemaInput<R, 'body'>;

/** What a call to the route takes: its path parameters, query, JSON body or upload form, and a signal. */
export type CallInput<K extends RouteName> = ParamsInput<ApiRoutes[K]> &
  SchemaInput<ApiRoutes[K], 'query'> &
  BodyInput<ApiRoutes[K]> & { signal?: AbortSignal; cache?: RequestCache; bearerToken?: string };

/** The route's answer, parsed by its response schema. */
export type CallResult<K extends RouteName> = z.output<ApiRoutes[K]['response']>;

type CallArgs<K extends RouteName> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));

/**
 * Calls one entry of the route table by name. The path, method and response schema come from the
 * table, so a call to an endpoint the table lacks, or with the wrong input, does not compile.
 */
export function callApi<K extends RouteName>(name: K, ...[input]: CallArgs<K>): Promise<CallResult<K>> {
  const route: ApiRoute = apiRoutes[name];
  const { params, query, body, form, signal, cache, onUploadProgress, bearerToken } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
    form?: FormData;
    signal?: AbortSignal;
    cache?: RequestCache;
    onUploadProgress?: (fraction: number) => void;
    bearerToken?: string;
  };
  return request(fillPath(route.path, params), {
    method: route.method,
    schema: route.response,
    body: form ?? body,
    query,
    signal,
    cache,
    onUploadProgress,
    bearerToken,
  }) as Promise<CallResult<K>>;
}

/** The same-origin URL of a route, for what the browser opens itself (an EventSource, a link). */
export const routeUrl = <K extends RouteName>(name: K, ...[input]: CallArgs<K>): string =>
  fillPath(apiRoutes[name].path, (input as { params?: Record<string, string | number> } | undefined)?.params);

