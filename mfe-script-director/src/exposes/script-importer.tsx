import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { ScriptImportForm } from '../features/script-import/components/script-import-form';

/** /script-importer: a screenplay in, characters, scenes and dialogue out. */
export function ScriptImporter(_props: RemoteScreenProps) {
  return (
    <>
      <PageTitle title="Script Importer" subtitle="Upload or paste a screenplay to break it down into characters, scenes and dialogue." />
      <ScriptImportForm />
    </>
  );
}
