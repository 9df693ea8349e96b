import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { ProjectTabPanel } from '@studio/ui/project-tab-panel';
import { SetGrid } from '../features/sets/components/set-grid';

/** The project page's Sets tab. */
export function ProjectSets({ projectId }: RemoteScreenProps) {
  return (
    <ProjectTabPanel addLabel="Add Set" addPath="/set-builder">
      <SetGrid projectId={projectId} emptyMessage="No sets found in this project." />
    </ProjectTabPanel>
  );
}
