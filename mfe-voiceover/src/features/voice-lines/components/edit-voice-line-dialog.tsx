import type { Character } from '@studio/contracts/characters';
import type { Scene } from '@studio/contracts/scenes';
import { type VoiceLine, updateVoiceLineSchema } from '@studio/contracts/voice-lines';
import { useUpdateVoiceLine } from '@studio/api-client/voice-lines';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { FormDialog } from '@studio/ui/form-dialog';
import { useToast } from '@studio/ui/toast';
import { useState } from 'react';
import { VoiceLineFields, type VoiceLineValues } from './voice-line-fields';

export interface EditVoiceLineDialogProps {
  projectId: number;
  line: VoiceLine;
  characters: Character[];
  scenes: Scene[];
  onClose: () => void;
}

/** Edit a line's character, scene and text; both its old and new scene lists refresh. */
export function EditVoiceLineDialog({ projectId, line, characters, scenes, onClose }: EditVoiceLineDialogProps) {
  const [values, setValues] = useState<VoiceLineValues>({
    characterId: line.characterId,
    sceneId: line.sceneId ?? '',
    text: line.text,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const updateVoiceLine = useUpdateVoiceLine(projectId);
  const toast = useToast();

  const save = () => {
    const validation = validateForm(updateVoiceLineSchema, values);
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    updateVoiceLine.mutate(
      { id: line.id, changes: validation.data, previousSceneId: line.sceneId },
      {
        onSuccess: () => {
          toast.success('Voice line updated', 'Voice line has been saved.');
          onClose();
        },
        onError: (error) => toast.error('Failed to update voice line.', error.message),
      },
    );
  };

  return (
    <FormDialog
      open
      title="Edit Voice Line"
      submitLabel="Save"
      busyLabel="Saving..."
      busy={updateVoiceLine.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <VoiceLineFields values={values} onChange={setValues} characters={characters} scenes={scenes} errors={errors} />
    </FormDialog>
  );
}
