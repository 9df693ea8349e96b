import { ConfirmDialog } from './confirm-dialog';
import { type Toast, useToast } from './toast';

/** The part of a TanStack delete mutation the dialog uses. */
export interface DeleteMutation<Target> {
  mutate: (target: Target, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

export interface ConfirmDeleteDialogProps<Target> {
  /** What is deleted once confirmed. */
  target: Target;
  mutation: DeleteMutation<Target>;
  title: string;
  message: string;
  deletedToast: { title: string; description: string };
  /** The error toast's title; its text is the error's message. */
  failureTitle: string;
  /** Where the toasts go; the shared toasts unless the app shows its own. */
  toast?: Toast;
  onClose: () => void;
}

/** Asks, then deletes: a success toast and close, or an error toast with the dialog still open. */
export function ConfirmDeleteDialog<Target>({
  target,
  mutation,
  title,
  message,
  deletedToast,
  failureTitle,
  toast,
  onClose,
}: ConfirmDeleteDialogProps<Target>) {
  const sharedToast = useToast();
  const notify = toast ?? sharedToast;
  const confirm = () =>
    mutation.mutate(target, {
      onSuccess: () => {
        notify.success(deletedToast.title, deletedToast.description);
        onClose();
      },
      onError: (error) => notify.error(failureTitle, error.message),
    });
  return <ConfirmDialog open title={title} message={message} busy={mutation.isPending} onConfirm={confirm} onCancel={onClose} />;
}
