import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: string;
  /** Optional call to action under the message. */
  action?: ReactNode;
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
      {action}
    </Paper>
  );
}
