import type { Character } from '@studio/contracts/characters';
import type { MusicTrack } from '@studio/contracts/music';
import { type Scene, createSceneSchema, updateSceneSchema } from '@studio/contracts/scenes';
import type { StudioSet } from '@studio/contracts/sets';
import { FormDialog } from '@studio/ui/form-dialog';
import { type FieldErrors, serverFieldErrorsOf, validateForm } from '@studio/ui/form-errors';
import { useToast } from '@studio/ui/toast';
import { useState } from 'react';
import { type SceneChanges, useSaveScene } from '../hooks/use-save-scene';
import { AUTOMATIC, EMPTY_SCENE, SceneFields, type SceneValues } from './scene-fields';

export interface SceneEditorFormProps {
  projectId: number;
  /** The scene being edited; absent for a new one. */
  scene?: Scene;
  sets: StudioSet[];
  music: MusicTrack[];
  characters: Character[];
  open: boolean;
  onClose: () => void;
}

const valuesOf = (scene: Scene): SceneValues => ({
  name: scene.name,
  description: scene.description ?? '',
  setId: scene.setId ?? '',
  musicId: scene.musicId ?? '',
  timeOfDay: scene.timeOfDay ?? AUTOMATIC,
  weather: scene.weather ?? AUTOMATIC,
  pace: scene.pace ?? AUTOMATIC,
  characterIds: scene.characters.map((character) => character.id),
});

type Validation = { success: true; changes: SceneChanges } | { success: false; errors: FieldErrors };

/** Checks the fields with the contract schema the backend uses for this request. */
function validate(projectId: number, scene: Scene | undefined, { characterIds: _characterIds, ...values }: SceneValues): Validation {
  // Automatic is null: a new scene starts automatic, a saved one goes back to it.
  const fields = {
    ...values,
    timeOfDay: values.timeOfDay === AUTOMATIC ? null : values.timeOfDay,
    weather: values.weather === AUTOMATIC ? null : values.weather,
    pace: values.pace === AUTOMATIC ? null : values.pace,
  };
  if (scene) {
    const result = validateForm(updateSceneSchema, fields);
    return result.success ? { success: true, changes: { kind: 'update', id: scene.id, scene: result.data } } : result;
  }
  const result = validateForm(createSceneSchema, { ...fields, projectId });
  return result.success ? { success: true, changes: { kind: 'create', scene: result.data } } : result;
}

/** The scene editor's dialog: creates the scene or saves its changes, then its character links. */
export function SceneEditorForm({ projectId, scene, sets, music, characters, open, onClose }: SceneEditorFormProps) {
  const [values, setValues] = useState<SceneValues>(scene ? valuesOf(scene) : EMPTY_SCENE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const saveScene = useSaveScene(projectId);
  const toast = useToast();

  const save = () => {
    const validation = validate(projectId, scene, values);
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    saveScene.mutate(
      {
        changes: validation.changes,
        linkedCharacterIds: scene ? scene.characters.map((character) => character.id) : [],
        characterIds: values.characterIds,
      },
      {
        onSuccess: (saved) => {
          if (scene) toast.success('Scene updated', `${saved.name} has been saved.`);
          else toast.success('Scene created', `${saved.name} has been added to the project.`);
          onClose();
        },
        onError: (error) => {
          // A name already taken shows under the name field.
          setErrors(serverFieldErrorsOf(error));
          toast.error('Error', 'Failed to save scene.');
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={scene ? 'Edit Scene' : 'Add Scene'}
      submitLabel={scene ? 'Save' : 'Create Scene'}
      busyLabel={scene ? 'Saving...' : 'Creating...'}
      busy={saveScene.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <SceneFields values={values} onChange={setValues} sets={sets} music={music} characters={characters} errors={errors} />
    </FormDialog>
  );
}
