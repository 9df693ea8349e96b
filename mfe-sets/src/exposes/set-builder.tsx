import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { BuilderScreen } from '@studio/ui/builder-screen';
import { CreateSetForm } from '../features/sets/components/create-set-form';
import { SetGrid } from '../features/sets/components/set-grid';

/** /set-builder: the current project's sets. */
export function SetBuilder({ projectId }: RemoteScreenProps) {
  return (
    <BuilderScreen
      title="Set Builder"
      subtitle="Design the sets your scenes take place in."
      form={<CreateSetForm projectId={projectId} />}
      listTitle="Project Sets"
    >
      <SetGrid projectId={projectId} emptyMessage="No sets found. Create your first set above." generatesModels />
    </BuilderScreen>
  );
}
