import { useCharacters } from '@studio/api-client/characters';
import type { Character } from '@studio/contracts/characters';
import { EntityGrid } from '@studio/ui/entity-grid';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { Suspense, lazy, useState } from 'react';
import { CharacterCard } from './character-card';

// Dialogs load on first use: most visits only read the list.
const EditCharacterDialog = lazy(() => import('./edit-character-dialog').then((module) => ({ default: module.EditCharacterDialog })));
const DeleteCharacterDialog = lazy(() => import('./delete-character-dialog').then((module) => ({ default: module.DeleteCharacterDialog })));

export interface CharacterGridProps {
  projectId: number;
  emptyMessage: string;
}

/** The project's characters, each with Edit and Delete. */
export function CharacterGrid({ projectId, emptyMessage }: CharacterGridProps) {
  const characters = useCharacters(projectId);
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
          <CharacterCard character={character} onEdit={() => setEditing(character)} onDelete={() => setDeleting(character)} />
        )}
      />
      <Suspense fallback={null}>
        {editing && <EditCharacterDialog character={editing} onClose={() => setEditing(null)} />}
        {deleting && <DeleteCharacterDialog character={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </>
  );
}
