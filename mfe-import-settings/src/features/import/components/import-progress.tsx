import { LinearProgress, Stack, Typography } from '@mui/material';

/** The upload's share while it is sent, then the server's import (no figure: one transaction). */
export function ImportProgress({ uploaded }: { uploaded: number }) {
  const sending = uploaded < 1;
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <LinearProgress
        variant={sending ? 'determinate' : 'indeterminate'}
        value={Math.round(uploaded * 100)}
        aria-label={sending ? 'Upload progress' : 'Import progress'}
      />
      <Typography variant="body2" color="text.secondary">
        {sending ? `Uploading... ${Math.round(uploaded * 100)}%` : 'Importing...'}
      </Typography>
    </Stack>
  );
}
