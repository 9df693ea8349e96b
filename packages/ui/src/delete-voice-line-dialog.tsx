import { useDeleteVoiceLine } from '@studio/api-client/voice-lines';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import type { Toast } from './toast';

export interface DeleteVoiceLineDialogProps {
  projectId: number;
  line: VoiceLine;
  /** The error toast's title; its text is the error's message. */
  failureTitle: string;
  /** Where the toasts go; the shared toasts unless the app shows its own. */
  toast?: Toast;
  onClose: () => void;
}

/** Asks, then deletes the line; its scene's list refreshes (docs/product-rules.md#calls). Used by the Voiceover screen and the dashboard. */
export function DeleteVoiceLineDialog({ projectId, line, failureTitle, toast, onClose }: DeleteVoiceLineDialogProps) {
  return (
    <ConfirmDeleteDialog
      target={line}
      mutation={useDeleteVoiceLine(projectId)}
      title="Delete voice line?"
      message={`"${line.text}" will be removed from the project.`}
      deletedToast={{ title: 'Voice line deleted', description: 'Voice line has been removed from the project.' }}
      failureTitle={failureTitle}
      toast={toast}
      onClose={onClose}
    />
  );
}
