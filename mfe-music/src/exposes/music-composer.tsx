import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { BuilderScreen } from '@studio/ui/builder-screen';
import { SectionTitle } from '@studio/ui/section-title';
import { CreateMusicForm } from '../features/music/components/create-music-form';
import { MusicGrid } from '../features/music/components/music-grid';
import { SceneAssignments } from '../features/scene-assignments/components/scene-assignments';

/** /music-composer: the current project's tracks and which scene plays which. */
export function MusicComposer({ projectId }: RemoteScreenProps) {
  return (
    <BuilderScreen
      title="Music Composer"
      subtitle="Compose and assign music tracks to scenes."
      form={<CreateMusicForm projectId={projectId} />}
      listTitle="Project Music Tracks"
    >
      <MusicGrid projectId={projectId} emptyMessage="No music tracks found. Create your first track above." />
      <SectionTitle title="Scene Assignments" />
      <SceneAssignments projectId={projectId} />
    </BuilderScreen>
  );
}
