import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { BuilderScreen } from '@studio/ui/builder-screen';
import { CharacterGrid } from '../features/characters/components/character-grid';
import { CreateCharacterForm } from '../features/characters/components/create-character-form';

/** /character-builder: the current project's characters. */
export function CharacterBuilder({ projectId }: RemoteScreenProps) {
  return (
    <BuilderScreen
      title="Character Builder"
      subtitle="Create characters and generate their 3D models."
      form={<CreateCharacterForm projectId={projectId} />}
      listTitle="Project Characters"
    >
      <CharacterGrid projectId={projectId} emptyMessage="No characters found. Create your first character above." generatesModels />
    </BuilderScreen>
  );
}
