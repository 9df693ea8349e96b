import { Box, CircularProgress } from '@mui/material';
import { useSession } from '@studio/api-client/auth';
import type { ReactNode } from 'react';
import { PasswordGate } from './password-gate';

/** Opens the app while the backend session exists; otherwise (never logged in, 401, logout) the gate. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Checking session" />
      </Box>
    );
  }
  if (session.data?.authenticated !== true) return <PasswordGate />;
  return children;
}
