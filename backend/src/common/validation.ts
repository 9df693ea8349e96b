import { BadRequestException, StandardSchemaValidationPipe } from '@nestjs/common';
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

/**
 * Validates every `@Body({ schema })`, `@Param({ schema })` and `@Query({ schema })` with the
 * contract's zod schema and hands the parsed (coerced, defaulted) value to the handler.
 */
export const createValidationPipe = () =>
  new StandardSchemaValidationPipe({
    exceptionFactory: (issues) => new ValidationFailedError(toFieldErrors(issues)),
  });
