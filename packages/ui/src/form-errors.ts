import { isApiError, serverFieldErrors } from '@studio/api-client/http';
import type { z } from 'zod';

/** The first message per field, keyed by its path ('name', 'voice.pitch'), ready for a field's helper text. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormValidation<TSchema extends z.ZodType> =
  | { success: true; data: z.output<TSchema> }
  | { success: false; errors: FieldErrors };

/** Checks form values with a contract schema, the same one the backend validates with. */
export function validateForm<TSchema extends z.ZodType>(schema: TSchema, values: unknown): FormValidation<TSchema> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** A text field's error props for its message: red and the message under it, or else the hint, if any. */
export const fieldErrorProps = (message: string | undefined, hint?: string) => ({
  error: Boolean(message),
  helperText: message ?? hint,
});

/** The server's reasons per field of a refused save (a name already taken), to show under the fields. */
export function serverFieldErrorsOf(error: Error): FieldErrors {
  if (!isApiError(error)) return {};
  return Object.fromEntries(serverFieldErrors(error).map(({ path, message }) => [path, message]));
}
