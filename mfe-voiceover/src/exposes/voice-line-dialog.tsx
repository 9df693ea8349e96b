import { useCharacters } from '@studio/api-client/characters';
import { useScenes } from '@studio/api-client/scenes';
import { projectVoiceLinesQueryOptions } from '@studio/api-client/voice-lines';
import type { VoiceLineDialogProps } from '@studio/federation/remote-modules';
import { DialogPlaceholder } from '@studio/ui/dialog-placeholder';
import { useQuery } from '@tanstack/react-query';
import { CreateVoiceLineDialog } from '../features/voice-lines/components/create-voice-line-dialog';
import { EditVoiceLineDialog } from '../features/voice-lines/components/edit-voice-line-dialog';

/**
 * Exposed to the shell: the Voiceover screen's voice line form in a dialog. Creates a line
 * (in defaultSceneId when given) or edits the one with voiceLineId.
 */
export function VoiceLineDialog({ projectId, voiceLineId, defaultSceneId, open, onClose }: VoiceLineDialogProps) {
  const characters = useCharacters(projectId);
  const scenes = useScenes(projectId);
  const editing = voiceLineId !== undefined;
  // Every line of the project, with or without a scene: the one to edit is among them.
  const lines = useQuery({ ...projectVoiceLinesQueryOptions(projectId), enabled: editing });
  const title = editing ? 'Edit Voice Line' : 'Add Voice Line';

  if (!open) return null;
  const error = characters.error ?? scenes.error ?? (editing ? lines.error : null);
  if (error) return <DialogPlaceholder title={title} state={{ kind: 'error', error }} onClose={onClose} />;
  if (!characters.data || !scenes.data || (editing && !lines.data)) {
    return <DialogPlaceholder title={title} state={{ kind: 'loading', label: 'Loading voice line form', rows: 3 }} onClose={onClose} />;
  }
  if (!editing) {
    return (
      <CreateVoiceLineDialog
        projectId={projectId}
        defaultSceneId={defaultSceneId}
        characters={characters.data}
        scenes={scenes.data}
        onClose={onClose}
      />
    );
  }
  const line = lines.data?.find((candidate) => candidate.id === voiceLineId);
  if (!line) {
    return <DialogPlaceholder title={title} state={{ kind: 'missing', message: 'This voice line no longer exists.' }} onClose={onClose} />;
  }
  return (
    <EditVoiceLineDialog
      key={line.id}
      projectId={projectId}
      line={line}
      characters={characters.data}
      scenes={scenes.data}
      onClose={onClose}
    />
  );
}
