import { Box, Paper, Tab, Tabs } from '@mui/material';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { useImportProjectManifest } from '@studio/api-client/imports';
import type { ImportResult } from '@studio/contracts/imports';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { useToast } from '@studio/ui/toast';
import { useState } from 'react';
import { ImportResultPanel } from '../features/import/components/import-result-panel';
import { UploadManifestForm } from '../features/import/components/upload-manifest-form';

type ImportTab = 'upload' | 'result';

/** /import: a project from a manifest file. Creates a new project, so the current one is not used. */
export function ImportProject(_props: RemoteScreenProps) {
  const [tab, setTab] = useState<ImportTab>('upload');
  const [result, setResult] = useState<ImportResult | null>(null);
  const importManifest = useImportProjectManifest();
  const toast = useToast();

  const showResult = (answer: ImportResult) => {
    setResult(answer);
    setTab('result');
  };

  const start = (manifest: File) =>
    importManifest.mutate(manifest, {
      onSuccess: (answer) => {
        if (!answer.success) toast.error('Import failed', answer.message || 'Failed to import project manifest');
        showResult(answer);
      },
      onError: (error) => {
        if (!isApiError(error)) {
          toast.error('Error', 'An error occurred during import');
          return;
        }
        // SPEC 4: any response from the server opens the result tab.
        const message = serverMessage(error) ?? 'Failed to import project manifest';
        toast.error('Import failed', message);
        showResult({ success: false, message });
      },
    });

  return (
    <>
      <PageTitle title="Import Project" subtitle="Create a project from a manifest file." />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs value={tab} onChange={(_event, value: ImportTab) => setTab(value)}>
            <Tab value="upload" label="Upload Manifest" />
            <Tab value="result" label="Import Result" disabled={!result} />
          </Tabs>
        </Box>
        {tab === 'upload' && <UploadManifestForm importing={importManifest.isPending} onImport={start} />}
        {tab === 'result' && result && <ImportResultPanel result={result} onBack={() => setTab('upload')} />}
      </Paper>
    </>
  );
}
