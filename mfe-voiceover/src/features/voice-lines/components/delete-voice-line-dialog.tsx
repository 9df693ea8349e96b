import { useDeleteVoiceLine } from '@studio/api-client/voice-lines';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { ConfirmDialog } from '@studio/ui/confirm-dialog';
import { useToast } from '@studio/ui/toast';

export interface DeleteVoiceLineDialogProps {
  projectId: number;
  line: VoiceLine;
  onClose: () => void;
}

/** Asks, then deletes the line; its scene's list refreshes (docs/product-rules.md#calls). */
export function DeleteVoiceLineDialog({ projectId, line, onClose }: DeleteVoiceLineDialogProps) {
  const deleteVoiceLine = useDeleteVoiceLine(projectId);
  const toast = useToast();
  const confirm = () =>
    deleteVoiceLine.mutate(line, {
      onSuccess: () => {
        toast.success('Voice line deleted', 'Voice line has been removed from the project.');
        onClose();
      },
      onError: (error) => toast.error('Failed to delete voice line.', error.message),
    });
  return (
    <ConfirmDialog
      open
      title="Delete voice line?"
      message={`"${line.text}" will be removed from the project.`}
      busy={deleteVoiceLine.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
