import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { ProjectTabPanel } from '@studio/ui/project-tab-panel';
import { MusicGrid } from '../features/music/components/music-grid';

/** The project page's Music tab. */
export function ProjectMusic({ projectId }: RemoteScreenProps) {
  return (
    <ProjectTabPanel addLabel="Add Music" addPath="/music-composer">
      <MusicGrid projectId={projectId} emptyMessage="No music tracks found in this project." />
    </ProjectTabPanel>
  );
}
