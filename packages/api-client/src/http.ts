import { errorBodySchema } from '@studio/contracts/common';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A non-success HTTP response; the message follows SPEC section 8: '<status>: <body or status text>'. */
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

export interface RequestOptions<TSchema extends z.ZodType> {
  /** Contract schema the response body is parsed with. */
  schema: TSchema;
  method?: HttpMethod;
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  cache?: RequestCache;
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

/** Calls a same-origin API path with the session cookie and parses the answer with its contract schema. */
export async function request<TSchema extends z.ZodType>(
  path: string,
  { schema, method = 'GET', body, query, signal, cache }: RequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const response = await fetch(withQuery(path, query), {
    method,
    credentials: 'include',
    signal,
    cache,
    ...encodeBody(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return schema.parse(text ? JSON.parse(text) : undefined);
}
