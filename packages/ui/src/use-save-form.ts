import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, validateForm } from './form-errors';
import { useToast } from './toast';

/** The part of a TanStack mutation the form uses. */
export interface SaveMutation<Variables, Saved> {
  mutate: (variables: Variables, callbacks: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void }) => void;
}

export interface SaveFormOptions<TSchema extends z.ZodType, Variables, Saved> {
  /** The contract schema the backend validates the same values with. */
  schema: TSchema;
  mutation: SaveMutation<Variables, Saved>;
  /** The mutation's variables for the checked values (e.g. with the id of what is edited). */
  variables: (values: z.output<TSchema>) => Variables;
  /** The success toast for what was saved. */
  savedToast: (saved: Saved) => { title: string; description?: string };
  /** The error toast's title; its text is the error's message. */
  failureTitle: string;
  onSaved?: (saved: Saved) => void;
}

/**
 * An edit form's save: check the values with the contract schema (field errors under the fields),
 * send them, then a success toast and `onSaved`, or an error toast with the server's message.
 */
export function useSaveForm<TSchema extends z.ZodType, Variables, Saved>({
  schema,
  mutation,
  variables,
  savedToast,
  failureTitle,
  onSaved,
}: SaveFormOptions<TSchema, Variables, Saved>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const toast = useToast();
  const save = (values: unknown) => {
    const validation = validateForm(schema, values);
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    mutation.mutate(variables(validation.data), {
      onSuccess: (saved) => {
        const { title, description } = savedToast(saved);
        toast.success(title, description);
        onSaved?.(saved);
      },
      onError: (error) => toast.error(failureTitle, error.message),
    });
  };
  return { errors, save };
}
