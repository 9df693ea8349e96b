import { Stack } from '@mui/material';
import { useCharacters } from '@studio/api-client/characters';
import { useScenes } from '@studio/api-client/scenes';
import { useUpdateVoiceLine } from '@studio/api-client/voice-lines';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { EmptyState } from '@studio/ui/empty-state';
import { ErrorAlert } from '@studio/ui/error-alert';
import { errorMessage } from '@studio/ui/error-message';
import { SkeletonGrid } from '@studio/ui/skeleton-grid';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { useToast } from '@studio/ui/toast';
import { Suspense, lazy, useState } from 'react';
import { VoiceLineItem } from './voice-line-item';

// Dialogs load on first use: most visits only read the list.
const EditVoiceLineDialog = lazy(() => import('./edit-voice-line-dialog').then((module) => ({ default: module.EditVoiceLineDialog })));
const DeleteVoiceLineDialog = lazy(() => import('@studio/ui/delete-voice-line-dialog').then((module) => ({ default: module.DeleteVoiceLineDialog })));

export interface VoiceLineListProps {
  projectId: number;
  lines: { data?: VoiceLine[]; isPending: boolean; error: Error | null };
  emptyMessage: string;
}

/** Voice lines with their character and scene names, Edit and Delete, the spec's placeholders and empty text. */
export function VoiceLineList({ projectId, lines, emptyMessage }: VoiceLineListProps) {
  const characters = useCharacters(projectId);
  const scenes = useScenes(projectId);
  const [editing, setEditing] = useState<VoiceLine | null>(null);
  const [deleting, setDeleting] = useState<VoiceLine | null>(null);
  const updateLine = useUpdateVoiceLine(projectId);
  const toast = useToast();
  const characterNames = new Map((characters.data ?? []).map((character) => [character.id, character.name]));
  const sceneNames = new Map((scenes.data ?? []).map((scene) => [scene.id, scene.name]));

  const error = lines.error ?? characters.error ?? scenes.error;
  const loaded = lines.data && characters.data && scenes.data;
  return (
    <>
      {error ? (
        <ErrorAlert error={error} />
      ) : !loaded || !lines.data ? (
        <SkeletonGrid count={SKELETON_COUNTS.voiceLines} label="Loading voice lines" height={120} />
      ) : lines.data.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <Stack component="section" aria-label="Voice lines" spacing={2}>
          {lines.data.map((line) => (
            <VoiceLineItem
              key={line.id}
              line={line}
              characterName={characterNames.get(line.characterId)}
              sceneName={line.sceneId === null ? undefined : sceneNames.get(line.sceneId)}
              onEdit={() => setEditing(line)}
              onDelete={() => setDeleting(line)}
              onDirectionChange={(changes) =>
                updateLine.mutate(
                  { id: line.id, changes, previousSceneId: line.sceneId },
                  { onError: (error) => toast.error('Failed to save the direction.', errorMessage(error)) },
                )
              }
            />
          ))}
        </Stack>
      )}
      {/* Outside the list, so a dialog outlives the list turning empty after its own delete. */}
      <Suspense fallback={null}>
        {editing && (
          <EditVoiceLineDialog
            projectId={projectId}
            line={editing}
            characters={characters.data ?? []}
            scenes={scenes.data ?? []}
            onClose={() => setEditing(null)}
          />
        )}
        {deleting && (
          <DeleteVoiceLineDialog projectId={projectId} line={deleting} failureTitle="Failed to delete voice line." onClose={() => setDeleting(null)} />
        )}
      </Suspense>
    </>
  );
}
