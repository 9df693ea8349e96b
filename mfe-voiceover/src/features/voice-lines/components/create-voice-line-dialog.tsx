import type { Character } from '@studio/contracts/characters';
import type { Scene } from '@studio/contracts/scenes';
import { FormDialog } from '@studio/ui/form-dialog';
import { useVoiceLineCreate } from '../hooks/use-voice-line-create';
import { EMPTY_VOICE_LINE, VoiceLineFields } from './voice-line-fields';

export interface CreateVoiceLineDialogProps {
  projectId: number;
  /** Preselected scene, e.g. the one chosen on the dashboard. */
  defaultSceneId?: number;
  characters: Character[];
  scenes: Scene[];
  onClose: () => void;
}

/** The create form of the Voiceover screen in a dialog; closes once the line is created. */
export function CreateVoiceLineDialog({ projectId, defaultSceneId, characters, scenes, onClose }: CreateVoiceLineDialogProps) {
  const { values, setValues, errors, submit, isPending } = useVoiceLineCreate(projectId, {
    initialValues: { ...EMPTY_VOICE_LINE, sceneId: defaultSceneId ?? '' },
    onCreated: onClose,
  });
  return (
    <FormDialog
      open
      title="Add Voice Line"
      submitLabel="Create Voice Line"
      busyLabel="Creating..."
      busy={isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <VoiceLineFields values={values} onChange={setValues} characters={characters} scenes={scenes} errors={errors} />
    </FormDialog>
  );
}
