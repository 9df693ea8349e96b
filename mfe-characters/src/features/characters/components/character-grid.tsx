import { useCharacters, useDeleteCharacter, useGenerateCharacterModel } from '@studio/api-client/characters';
import type { Character } from '@studio/contracts/characters';
import { EditableEntityGrid } from '@studio/ui/editable-entity-grid';
import { useModelGeneration } from '@studio/ui/generate-model-button';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { lazy } from 'react';
import { CharacterCard } from './character-card';

// The dialog loads on first use: most visits only read the list.
const EditCharacterDialog = lazy(() => import('./edit-character-dialog').then((module) => ({ default: module.EditCharacterDialog })));

export interface CharacterGridProps {
  projectId: number;
  emptyMessage: string;
  /** Offer 'Generate 3D Model' on each card (the Character Builder does). */
  generatesModels?: boolean;
}

/** The project's characters, each with Edit and Delete (and with it its voice lines), and 'Generate 3D Model' where asked for. */
export function CharacterGrid({ projectId, emptyMessage, generatesModels = false }: CharacterGridProps) {
  const characters = useCharacters(projectId);
  const deleteCharacter = useDeleteCharacter();
  const modelGeneration = useModelGeneration(useGenerateCharacterModel(), (character: Character) => `${character.name}'s model is being built.`);
  return (
    <EditableEntityGrid
      query={characters}
      skeletonCount={SKELETON_COUNTS.characters}
      label="Characters"
      emptyMessage={emptyMessage}
      renderCard={(character, actions) => (
        <CharacterCard character={character} {...actions} {...(generatesModels ? modelGeneration(character) : {})} />
      )}
      renderEditDialog={(character, onClose) => <EditCharacterDialog character={character} onClose={onClose} />}
      deletion={{
        mutation: deleteCharacter,
        noun: 'Character',
        message: 'The character and its voice lines will be removed from the project.',
      }}
    />
  );
}
