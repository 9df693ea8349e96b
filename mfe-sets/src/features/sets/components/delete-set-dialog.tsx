import { useDeleteSet } from '@studio/api-client/sets';
import type { StudioSet } from '@studio/contracts/sets';
import { ConfirmDialog } from '@studio/ui/confirm-dialog';
import { useToast } from '@studio/ui/toast';

export interface DeleteSetDialogProps {
  set: StudioSet;
  onClose: () => void;
}

/** Asks, then deletes the set; scenes that used it are left without one. */
export function DeleteSetDialog({ set, onClose }: DeleteSetDialogProps) {
  const deleteSet = useDeleteSet();
  const toast = useToast();
  const confirm = () =>
    deleteSet.mutate(set, {
      onSuccess: () => {
        toast.success('Set deleted', `${set.name} has been removed from the project.`);
        onClose();
      },
      onError: (error) => toast.error('Failed to delete set.', error.message),
    });
  return (
    <ConfirmDialog
      open
      title={`Delete ${set.name}?`}
      message="The set will be removed from the project and from the scenes that use it."
      busy={deleteSet.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
