import { useCharacters, useGenerateCharacterModel } from '@studio/api-client/characters';
import type { Character } from '@studio/contracts/characters';
import { EntityGrid } from '@studio/ui/entity-grid';
import { errorMessage } from '@studio/ui/error-message';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { useToast } from '@studio/ui/toast';
import { Suspense, lazy, useState } from 'react';
import { CharacterCard } from './character-card';

// Dialogs load on first use: most visits only read the list.
const EditCharacterDialog = lazy(() => import('./edit-character-dialog').then((module) => ({ default: module.EditCharacterDialog })));
const DeleteCharacterDialog = lazy(() => import('./delete-character-dialog').then((module) => ({ default: module.DeleteCharacterDialog })));

export interface CharacterGridProps {
  projectId: number;
  emptyMessage: string;
  /** Offer 'Generate 3D Model' on each card (the Character Builder does). */
  generatesModels?: boolean;
}

/** The project's characters, each with Edit and Delete, and 'Generate 3D Model' where asked for. */
export function CharacterGrid({ projectId, emptyMessage, generatesModels = false }: CharacterGridProps) {
  const characters = useCharacters(projectId);
  const generateModel = useGenerateCharacterModel();
  const toast = useToast();
  const startModel = (character: Character) =>
    generateModel.mutate(character, {
      onSuccess: () => toast.success('Generating 3D model', `${character.name}'s model is being built.`),
      onError: (error) => toast.error('Failed to generate 3D model.', errorMessage(error)),
    });
  const [editing, setEditing] = useState<Character | null>(null);
  const [deleting, setDeleting] = useState<Character | null>(null);
  return (
    <>
      <EntityGrid
        query={characters}
        skeletonCount={SKELETON_COUNTS.characters}
        label="Characters"
        emptyMessage={emptyMessage}
        renderItem={(character) => (
          <CharacterCard
            character={character}
            onEdit={() => setEditing(character)}
            onDelete={() => setDeleting(character)}
            onGenerateModel={generatesModels ? () => startModel(character) : undefined}
            requestingModel={generateModel.isPending && generateModel.variables.id === character.id}
          />
        )}
      />
      <Suspense fallback={null}>
        {editing && <EditCharacterDialog character={editing} onClose={() => setEditing(null)} />}
        {deleting && <DeleteCharacterDialog character={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </>
  );
}
