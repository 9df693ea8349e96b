import { SIGNATURE_BYTES, type UploadRule, checkUpload, hasSignatureOf } from '@studio/contracts/uploads';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from './error-message';
import { type FieldErrors, serverFieldErrorsOf, validateForm } from './form-errors';
import { useToast } from './toast';

/** A file's first bytes (FileReader: jsdom's Blob has no arrayBuffer()). */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsArrayBuffer(file.slice(0, SIGNATURE_BYTES));
  });
}

/** The part of a TanStack mutation the form uses. */
export interface SaveMutation<Variables, Saved> {
  mutate: (variables: Variables, callbacks: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void }) => void;
}

/** The callbacks of the mutation that sends a form's file. */
export interface UploadCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
  onSettled: () => void;
}

/** A file chosen beside the fields (a reference image, an audio file), sent once the fields are saved. */
export interface SaveFormUpload<Saved> {
  /** The file is checked with this rule when it is chosen and again on save. */
  rule: UploadRule;
  /** Where the rule's message goes in `errors` ('referenceImage'). */
  field: string;
  /** Sends the file for what was saved, e.g. `uploadImage.mutate({ characterId: saved.id, file }, callbacks)`. */
  send: (saved: Saved, file: File, callbacks: UploadCallbacks) => void;
  /** The error toast's title when the upload fails; its text is the server's reason. */
  failureTitle: string;
  /**
   * true: the success toast and `onSaved` wait for the file, and a failed upload leaves the form as it
   * is (an edit dialog stays open to try again). false: what was saved is announced at once and
   * `onSaved` follows the upload whatever its outcome (a created record exists either way).
   */
  savedWithFile: boolean;
}

export interface SaveFormOptions<TSchema extends z.ZodType, Variables, Saved> {
  /** The contract schema the backend validates the same values with. */
  schema: TSchema;
  mutation: SaveMutation<Variables, Saved>;
  /** The mutation's variables for the checked values (e.g. with the id of what is edited). */
  variables: (values: z.output<TSchema>) => Variables;
  /** The success toast for what was saved. */
  savedToast: (saved: Saved) => { title: string; description?: string };
  /** The error toast's title. */
  failureTitle: string;
  /** The error toast's text; the error's message when not given. */
  failureDescription?: string;
  /** A file that goes with the fields, if the form has one. */
  upload?: SaveFormUpload<Saved>;
  onSaved?: (saved: Saved) => void;
}

/**
 * A form's save: check the values with the contract schema (field errors under the fields) and the
 * chosen file with its upload rule and by its first bytes, send them, then a success toast and `onSaved`, or an error toast
 * with the server's message (and its reasons per field under the fields). The chosen file is cleared once saved.
 */
export function useSaveForm<TSchema extends z.ZodType, Variables, Saved>({
  schema,
  mutation,
  variables,
  savedToast,
  failureTitle,
  failureDescription,
  upload,
  onSaved,
}: SaveFormOptions<TSchema, Variables, Saved>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const toast = useToast();
  const fileError = (chosen: File | null) => (upload && chosen && checkUpload(upload.rule, chosen)) || undefined;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // Checked at once, so the message shows before the form is sent.
    if (upload) setErrors((current) => ({ ...current, [upload.field]: fileError(chosen) }));
  };

  const send = (data: z.output<TSchema>) => {
    setErrors({});
    mutation.mutate(variables(data), {
      onSuccess: (saved) => {
        const announce = () => {
          const { title, description } = savedToast(saved);
          toast.success(title, description);
        };
        const finish = () => {
          setFile(null);
          onSaved?.(saved);
        };
        if (!upload || !file) {
          announce();
          return finish();
        }
        if (!upload.savedWithFile) announce();
        upload.send(saved, file, {
          onSuccess: () => {
            if (!upload.savedWithFile) return;
            announce();
            finish();
          },
          onError: (error) => toast.error(upload.failureTitle, errorMessage(error)),
          onSettled: () => {
            if (!upload.savedWithFile) finish();
          },
        });
      },
      onError: (error) => {
        // The server's reasons per field (a name already taken) go under their fields too.
        setErrors(serverFieldErrorsOf(error));
        toast.error(failureTitle, failureDescription ?? error.message);
      },
    });
  };

  const save = (values: unknown) => {
    const validation = validateForm(schema, values);
    const fileProblem = fileError(file);
    if (!validation.success || fileProblem) {
      setErrors({ ...(!validation.success && validation.errors), ...(upload && fileProblem && { [upload.field]: fileProblem }) });
      return;
    }
    if (!upload || !file) return send(validation.data);
    // A file named and typed as an image whose bytes are not one is refused before anything is
    // saved: a record is made with its file or not at all.
    void readHead(file).then(
      (head) => (hasSignatureOf(file.type, head) ? send(validation.data) : setErrors({ [upload.field]: upload.rule.invalidTypeMessage })),
      () => setErrors({ [upload.field]: upload.rule.invalidTypeMessage }),
    );
  };

  return { errors, save, file, chooseFile };
}

/** A save whose toasts name the record by its noun ('Music track') and by its name. */
type NamedSaveOptions<TSchema extends z.ZodType, Variables, Saved> = Omit<
  SaveFormOptions<TSchema, Variables, Saved>,
  'variables' | 'savedToast' | 'failureTitle' | 'failureDescription'
> & { noun: string };

/**
 * A create form's save (docs/product-rules.md#messages): '<Noun> created' with '<name> has been added
 * to the project.', or 'Error' with 'Failed to create <noun>.'.
 */
export function useCreateForm<TSchema extends z.ZodType, Saved extends { name: string }>({
  noun,
  ...options
}: NamedSaveOptions<TSchema, z.output<TSchema>, Saved>) {
  return useSaveForm({
    ...options,
    variables: (input) => input,
    savedToast: (saved) => ({ title: `${noun} created`, description: `${saved.name} has been added to the project.` }),
    failureTitle: 'Error',
    failureDescription: `Failed to create ${noun.toLowerCase()}.`,
  });
}

/**
 * An edit dialog's save, sent as the changes of record `id`: '<Noun> updated' with '<name> has been
 * saved.' and the dialog closes, or 'Failed to update <noun>.' with the server's message.
 */
export function useEditForm<TSchema extends z.ZodType, Saved extends { name: string }>({
  noun,
  id,
  onClose,
  ...options
}: Omit<NamedSaveOptions<TSchema, { id: number; changes: z.output<TSchema> }, Saved>, 'onSaved'> & { id: number; onClose: () => void }) {
  return useSaveForm({
    ...options,
    variables: (changes) => ({ id, changes }),
    savedToast: (saved) => ({ title: `${noun} updated`, description: `${saved.name} has been saved.` }),
    failureTitle: `Failed to update ${noun.toLowerCase()}.`,
    onSaved: onClose,
  });
}
