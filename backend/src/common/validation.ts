import { BadRequestException } from '@nestjs/common';
import type { ApiRoute } from '@studio/contracts/api-routes';
import type { ErrorBody, FieldError } from '@studio/contracts/common';

interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

export function toFieldErrors(issues: readonly SchemaIssue[]): FieldError[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.'),
    message: issue.message,
  }));
}

/** 400 whose body lists every field error, in the shape of the contracts' `errorBodySchema`. */
export class ValidationFailedError extends BadRequestException {
  constructor(readonly errors: FieldError[]) {
    const body: ErrorBody = {
      statusCode: 400,
      message: `Validation failed: ${errors[0]?.message ?? 'invalid input'}`,
      error: 'Bad Request',
      errors,
    };
    super(body);
  }
}

/** Own properties named __proto__ (JSON.parse makes them) never reach a schema, even one that keeps unknown keys. */
function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__proto__')
      .map(([key, item]) => [key, withoutProtoKeys(item)]),
  );
}

const ROUTE_INPUT_PARTS = ['params', 'query', 'body'] as const;
type RouteInputPart = (typeof ROUTE_INPUT_PARTS)[number];

/**
 * Parses each part of a request the route declares (path parameters, then query, then body) with
 * its contract schema, coercions and defaults applied; the first part that fails is a 400 listing
 * every field error of that part.
 */
export function parseRouteInput(route: ApiRoute, request: { [P in RouteInputPart]?: unknown }) {
  const input: { [P in RouteInputPart]?: unknown } = {};
  for (const part of ROUTE_INPUT_PARTS) {
    const schema = route[part];
    if (!schema) continue;
    const result = schema.safeParse(withoutProtoKeys(request[part]));
    if (!result.success) throw new ValidationFailedError(toFieldErrors(result.error.issues));
    input[part] = result.data;
  }
  return input;
}
