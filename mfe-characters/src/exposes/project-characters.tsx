import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { ProjectTabPanel } from '@studio/ui/project-tab-panel';
import { CharacterGrid } from '../features/characters/components/character-grid';

/** The project page's Characters tab. */
export function ProjectCharacters({ projectId }: RemoteScreenProps) {
  return (
    <ProjectTabPanel addLabel="Add Character" addPath="/character-builder">
      <CharacterGrid projectId={projectId} emptyMessage="No characters found in this project." />
    </ProjectTabPanel>
  );
}
