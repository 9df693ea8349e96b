import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { SectionTitle } from '@studio/ui/section-title';
import { CharacterGrid } from '../features/characters/components/character-grid';
import { CreateCharacterForm } from '../features/characters/components/create-character-form';

/** /character-builder: the current project's characters. */
export function CharacterBuilder({ projectId }: RemoteScreenProps) {
  return (
    <>
      <PageTitle title="Character Builder" subtitle="Create characters and generate their 3D models." />
      <CreateCharacterForm projectId={projectId} />
      <SectionTitle title="Project Characters" />
      <CharacterGrid projectId={projectId} emptyMessage="No characters found. Create your first character above." generatesModels />
    </>
  );
}
