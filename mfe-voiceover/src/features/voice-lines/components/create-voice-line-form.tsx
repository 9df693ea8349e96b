import { useCharacters } from '@studio/api-client/characters';
import { useScenes } from '@studio/api-client/scenes';
import { FormPanel } from '@studio/ui/form-panel';
import { useVoiceLineCreate } from '../hooks/use-voice-line-create';
import { VoiceLineFields } from './voice-line-fields';

/** 'Create New Voice Line': a character, an optional scene and the text, checked with the contract schema. */
export function CreateVoiceLineForm({ projectId }: { projectId: number }) {
  const characters = useCharacters(projectId);
  const scenes = useScenes(projectId);
  const { values, setValues, errors, submit, isPending } = useVoiceLineCreate(projectId);

  return (
    <FormPanel title="Create New Voice Line" submitLabel="Create Voice Line" busyLabel="Creating..." busy={isPending} onSubmit={submit}>
      <VoiceLineFields
        values={values}
        onChange={setValues}
        characters={characters.data ?? []}
        scenes={scenes.data ?? []}
        errors={errors}
      />
    </FormPanel>
  );
}
