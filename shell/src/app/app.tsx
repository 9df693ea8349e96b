import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionGate } from '../features/auth/components/session-gate';
import { CurrentProjectProvider } from '../hooks/current-project';
import { NotificationsProvider } from './notifications';
import { prefetchStartupData } from './prefetch-startup';
import { createShellQueryClient } from './query-client';
import { AppRoutes } from './routes';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(() => {
    const client = createShellQueryClient();
    void prefetchStartupData(client, window.location.pathname);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationsProvider>
          <BrowserRouter>
            <SessionGate>
              <CurrentProjectProvider>
                <AppRoutes />
              </CurrentProjectProvider>
            </SessionGate>
          </BrowserRouter>
        </NotificationsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
