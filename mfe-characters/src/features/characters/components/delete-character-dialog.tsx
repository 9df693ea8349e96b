import { useDeleteCharacter } from '@studio/api-client/characters';
import type { Character } from '@studio/contracts/characters';
import { ConfirmDialog } from '@studio/ui/confirm-dialog';
import { useToast } from '@studio/ui/toast';

export interface DeleteCharacterDialogProps {
  character: Character;
  onClose: () => void;
}

/** Asks, then deletes the character (and with it its voice lines). */
export function DeleteCharacterDialog({ character, onClose }: DeleteCharacterDialogProps) {
  const deleteCharacter = useDeleteCharacter();
  const toast = useToast();
  const confirm = () =>
    deleteCharacter.mutate(character, {
      onSuccess: () => {
        toast.success('Character deleted', `${character.name} has been removed from the project.`);
        onClose();
      },
      onError: (error) => toast.error('Failed to delete character.', error.message),
    });
  return (
    <ConfirmDialog
      open
      title={`Delete ${character.name}?`}
      message="The character and its voice lines will be removed from the project."
      busy={deleteCharacter.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
