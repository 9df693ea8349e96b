import { useCharacters } from '@studio/api-client/characters';
import { useMusic } from '@studio/api-client/music';
import { useScenes } from '@studio/api-client/scenes';
import { useSets } from '@studio/api-client/sets';
import type { SceneEditorDialogProps } from '@studio/federation/remote-modules';
import { DialogPlaceholder } from '@studio/ui/dialog-placeholder';
import { SceneEditorForm } from '../features/scene-editor/components/scene-editor-form';

/**
 * Exposed to the shell: adds a scene to the project, or edits the one with sceneId, with its
 * set, music track and characters. The form opens once the project's choices (and the scene) are loaded.
 */
export function SceneEditorDialog({ projectId, sceneId, open, onClose }: SceneEditorDialogProps) {
  const scenes = useScenes(projectId);
  const sets = useSets(projectId);
  const music = useMusic(projectId);
  const characters = useCharacters(projectId);
  const title = sceneId === undefined ? 'Add Scene' : 'Edit Scene';

  if (!open) return null;
  const error = scenes.error ?? sets.error ?? music.error ?? characters.error;
  if (error) return <DialogPlaceholder title={title} state={{ kind: 'error', error }} onClose={onClose} />;
  if (!scenes.data || !sets.data || !music.data || !characters.data) {
    return <DialogPlaceholder title={title} state={{ kind: 'loading', label: 'Loading scene editor', rows: 5 }} onClose={onClose} />;
  }
  const scene = sceneId === undefined ? undefined : scenes.data.find((candidate) => candidate.id === sceneId);
  if (sceneId !== undefined && !scene) {
    return <DialogPlaceholder title={title} state={{ kind: 'missing', message: 'This scene no longer exists.' }} onClose={onClose} />;
  }
  return (
    <SceneEditorForm
      key={scene?.id ?? 'new'}
      projectId={projectId}
      scene={scene}
      sets={sets.data}
      music={music.data}
      characters={characters.data}
      open={open}
      onClose={onClose}
    />
  );
}
