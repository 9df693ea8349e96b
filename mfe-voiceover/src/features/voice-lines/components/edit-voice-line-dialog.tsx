import { useUpdateVoiceLine } from '@studio/api-client/voice-lines';
import type { Character } from '@studio/contracts/characters';
import type { Scene } from '@studio/contracts/scenes';
import { type VoiceLine, updateVoiceLineSchema } from '@studio/contracts/voice-lines';
import { SaveDialog } from '@studio/ui/form-dialog';
import { useSaveForm } from '@studio/ui/use-save-form';
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
  const updateVoiceLine = useUpdateVoiceLine(projectId);
  const { errors, save } = useSaveForm({
    schema: updateVoiceLineSchema,
    mutation: updateVoiceLine,
    variables: (changes) => ({ id: line.id, changes, previousSceneId: line.sceneId }),
    savedToast: () => ({ title: 'Voice line updated', description: 'Voice line has been saved.' }),
    failureTitle: 'Failed to update voice line.',
    onSaved: onClose,
  });

  return (
    <SaveDialog title="Edit Voice Line" busy={updateVoiceLine.isPending} onSubmit={() => save(values)} onClose={onClose}>
      <VoiceLineFields values={values} onChange={setValues} characters={characters} scenes={scenes} errors={errors} />
    </SaveDialog>
  );
}
