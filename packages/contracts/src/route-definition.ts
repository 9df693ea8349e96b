import { z } from 'zod';
import type { UploadRule } from './uploads';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Which per-session budget (per client address without a session) a route spends, checked before
 * its body is read: login attempts, uploads, script analyses, requests that start generating or
 * rendering, exports and archives (each builds a file), or AI service key tests (each calls the
 * provider). Each budget is counted per minute across all routes of that class.
 */
export type RateLimitClass = 'login' | 'upload' | 'analysis' | 'generation' | 'export' | 'keyTest';

/** How a response body is written; JSON unless said otherwise. */
export type ResponseFormat = 'json' | 'event-stream' | 'html' | 'file';

/**
 * The statuses a route answers with an ErrorBody for its own reasons, beyond those every route of
 * its kind may answer (400 for input, 401 without a session, 404 for an unknown id, 413 for an
 * upload too large, 429 over a rate limit, 403 cross-site, 503 database down), which the OpenAPI
 * document adds by itself.
 */
export type RouteErrorStatus = 400 | 403 | 404 | 409 | 412 | 415 | 422 | 502 | 503 | 507;

/** Why a route answers an error status; `codes` are the ErrorBody `code`s a client acts on. */
export type RouteError = string | { description: string; codes: readonly string[] };

export interface ApiRoute {
  method: HttpMethod;
  /** Express-style path, e.g. /api/characters/:id */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart body when `upload` is set. */
  body?: z.ZodType;
  /** multipart/form-data with one file, checked by this rule. */
  upload?: UploadRule;
  /** The upload's file may be left out (its text fields then carry the content). */
  uploadOptional?: boolean;
  /** The JSON body; for an event stream, one event's data; for html and file, a string. */
  response: z.ZodType;
  format?: ResponseFormat;
  /** The media types of a 'file' answer (application/octet-stream when absent), or the others a JSON route answers with when asked. */
  mediaTypes?: readonly string[];
  /** Success status when it is not Nest's default (201 for POST, else 200); 303 for a link that redirects. */
  status?: 200 | 202 | 303;
  /** Other success statuses the route may answer with the same body, and why. */
  alsoSucceeds?: Partial<Record<200 | 201, string>>;
  /** The route's own error statuses and why (see RouteErrorStatus). */
  errors?: Partial<Record<RouteErrorStatus, RouteError>>;
  /** Reachable without a session. */
  public?: boolean;
  /** Answered with Cache-Control: no-store. */
  noStore?: boolean;
  /** Answered 429 with Retry-After once the caller has spent this budget for the minute. */
  rateLimit?: RateLimitClass;
}

/** Keeps each entry's literal method, path and schemas, which the controllers and the client are typed by. */
export const defineRoutes = <const T extends Record<string, ApiRoute>>(routes: T): T => routes;

/** The answer of an html or file route: its body as text or bytes. */
export const textSchema = z.string();

/** The status a success answers with. */
export const successStatus = (route: ApiRoute): number => route.status ?? (route.method === 'POST' ? 201 : 200);

/**
 * The 409 of creating or renaming a project item: the project already has one of that name
 * (compared as nameKey does: trimmed, case- and accent-insensitive; code NAME_TAKEN), or a
 * project, set or track the body names does not exist or belongs to another project.
 */
export const NAME_CONFLICT = {
  description: 'The project already has one of that name (trimmed, case- and accent-insensitive; code NAME_TAKEN), or something the body names is not in the project',
  codes: ['NAME_TAKEN'],
} as const;
