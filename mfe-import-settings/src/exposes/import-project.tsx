import { Paper, Box, Tab, Tabs } from '@mui/material';
import { useImportProjectManifest } from '@studio/api-client/imports';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { useState } from 'react';
import { ImportProgress } from '../features/import/components/import-progress';
import { ImportResultPanel, type ImportOutcome } from '../features/import/components/import-result-panel';
import { UploadManifestForm } from '../features/import/components/upload-manifest-form';
import { useImportToasts } from '../features/import/hooks/use-import-toasts';

type ImportTab = 'upload' | 'result';

/**
 * /import: a project from a manifest (JSON) or a bundle (.zip with its files). Idle, importing (the
 * upload's progress, then the server's work), then the Import Result tab on any answer; only a
 * success enables 'View Project'.
 */
export function ImportProject(_props: RemoteScreenProps) {
  const [tab, setTab] = useState<ImportTab>('upload');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const importManifest = useImportProjectManifest();
  const toasts = useImportToasts();

  const start = (file: File) => {
    setUploaded(0);
    importManifest.mutate(
      { file, onUploadProgress: setUploaded },
      {
        onSuccess: (result) => setOutcome({ result }),
        onError: (error) => setOutcome({ error: toasts.failed(error) }),
        onSettled: () => setTab('result'),
      },
    );
  };

  return (
    <>
      <PageTitle title="Import Project" subtitle="Create a project from a manifest file." />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs value={tab} onChange={(_event, value: ImportTab) => setTab(value)}>
            <Tab value="upload" label="Upload Manifest" />
            <Tab value="result" label="Import Result" disabled={!outcome} />
          </Tabs>
        </Box>
        {tab === 'upload' && (
          <>
            <UploadManifestForm onImport={start} busy={importManifest.isPending} />
            {importManifest.isPending && <ImportProgress uploaded={uploaded} />}
          </>
        )}
        {tab === 'result' && outcome && <ImportResultPanel outcome={outcome} onBack={() => setTab('upload')} />}
      </Paper>
    </>
  );
}
