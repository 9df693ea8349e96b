import { Alert, Box, Paper, Tab, Tabs } from '@mui/material';
import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { useState } from 'react';
import { UploadManifestForm } from '../features/import/components/upload-manifest-form';

/**
 * /import: a project from a manifest file. The server has no import endpoint yet (the route table
 * has no entry for one), so a checked manifest is not sent and the screen says so; the Import
 * Result tab stays disabled until there is a result to show.
 */
export function ImportProject(_props: RemoteScreenProps) {
  const [requested, setRequested] = useState(false);

  return (
    <>
      <PageTitle title="Import Project" subtitle="Create a project from a manifest file." />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs value="upload">
            <Tab value="upload" label="Upload Manifest" />
            <Tab value="result" label="Import Result" disabled />
          </Tabs>
        </Box>
        <UploadManifestForm onImport={() => setRequested(true)} />
        {requested && (
          <Alert severity="info" sx={{ mt: 3 }}>
            Project import is not available on this server yet; the manifest has not been sent.
          </Alert>
        )}
      </Paper>
    </>
  );
}
