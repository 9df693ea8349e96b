import { Box, CircularProgress } from '@mui/material';
import { useSession } from '@studio/api-client/auth';
import { RemoteBoundary } from '@studio/federation/remote-boundary';
import type { ReactNode } from 'react';

// A signed-in browser never shows the gate: it loads only for a visitor.
const loadPasswordGate = () => import('./password-gate').then((module) => module.PasswordGate);
const reloadNothing = async () => undefined;

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
  if (session.data?.authenticated !== true) return <RemoteBoundary title="Sign-in" load={loadPasswordGate} reload={reloadNothing} props={{}} />;
  return children;
}
