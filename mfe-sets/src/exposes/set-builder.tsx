import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { SectionTitle } from '@studio/ui/section-title';
import { CreateSetForm } from '../features/sets/components/create-set-form';
import { SetGrid } from '../features/sets/components/set-grid';

/** /set-builder: the current project's sets. */
export function SetBuilder({ projectId }: RemoteScreenProps) {
  return (
    <>
      <PageTitle title="Set Builder" subtitle="Design the sets your scenes take place in." />
      <CreateSetForm projectId={projectId} />
      <SectionTitle title="Project Sets" />
      <SetGrid projectId={projectId} emptyMessage="No sets found. Create your first set above." generatesModels />
    </>
  );
}
