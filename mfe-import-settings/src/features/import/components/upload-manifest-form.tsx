import { Box, Button, Stack, Typography } from '@mui/material';
import { MANIFEST_UPLOAD } from '@studio/contracts/imports';
import { useToast } from '@studio/ui/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isManifestFile } from '../is-manifest-file';
import { downloadManifestTemplate } from '../manifest-template';

export interface UploadManifestFormProps {
  onImport: (manifest: File) => void;
  /** While an import runs: the buttons wait. */
  busy?: boolean;
}

/** 'Upload Manifest': pick a JSON manifest, or download a template to start from. */
export function UploadManifestForm({ onImport, busy = false }: UploadManifestFormProps) {
  const [manifest, setManifest] = useState<File | null>(null);
  const navigate = useNavigate();
  const toast = useToast();

  const choose = (file: File | undefined) => {
    if (file && !isManifestFile(file)) {
      toast.error('Invalid file type', 'Please select a JSON file');
      setManifest(null);
      return;
    }
    setManifest(file ?? null);
  };

  const submit = () => {
    if (!manifest) {
      toast.error('No file selected', 'Please select a JSON file to import');
      return;
    }
    onImport(manifest);
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="label" htmlFor="manifest-file" variant="subtitle1" sx={{ display: 'block', mb: 1 }}>
          Project manifest (JSON, max 5MB)
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Or a .zip bundle: manifest.json with the model, music and voice files it names.
        </Typography>
        <input
          id="manifest-file"
          type="file"
          accept={MANIFEST_UPLOAD.accept}
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {manifest && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`Selected: ${manifest.name}`}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="outlined" onClick={downloadManifestTemplate}>
          Download Template
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={() => navigate('/')} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Importing...' : 'Import Project'}
        </Button>
      </Box>
    </Stack>
  );
}
