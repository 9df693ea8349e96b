import { Chip } from '@mui/material';

/** 'Connected' in green or 'Not connected' in red. */
export function ConnectionBadge({ connected }: { connected: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={connected ? 'success' : 'error'}
      label={connected ? 'Connected' : 'Not connected'}
    />
  );
}
