import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsProvider } from '../app/notifications';
import { createShellQueryClient } from '../app/query-client';
import { theme } from '../app/theme';

/** Renders inside the shell's own providers (its query client, theme, notifications) at a route. */
export function renderInShell(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createShellQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationsProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </NotificationsProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { queryClient, ...result };
}
