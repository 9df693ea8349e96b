import { useDeleteMusicTrack } from '@studio/api-client/music';
import type { MusicTrack } from '@studio/contracts/music';
import { ConfirmDialog } from '@studio/ui/confirm-dialog';
import { useToast } from '@studio/ui/toast';

export interface DeleteMusicDialogProps {
  track: MusicTrack;
  onClose: () => void;
}

/** Asks, then deletes the track; scenes that played it are left without music. */
export function DeleteMusicDialog({ track, onClose }: DeleteMusicDialogProps) {
  const deleteMusicTrack = useDeleteMusicTrack();
  const toast = useToast();
  const confirm = () =>
    deleteMusicTrack.mutate(track, {
      onSuccess: () => {
        toast.success('Music track deleted', `${track.name} has been removed from the project.`);
        onClose();
      },
      onError: (error) => toast.error('Failed to delete music track.', error.message),
    });
  return (
    <ConfirmDialog
      open
      title={`Delete ${track.name}?`}
      message="The track will be removed from the project and from the scenes that play it."
      busy={deleteMusicTrack.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
