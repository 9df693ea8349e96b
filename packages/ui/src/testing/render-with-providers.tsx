import { ThemeProvider, createTheme } from '@mui/material';
import { createQueryClient } from '@studio/api-client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
}

/**
 * Renders a screen inside the providers the shell gives every remote (query client with the
 * app's defaults, MUI theme, notistack, router), each test with a fresh cache.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: ProvidersOptions = {}) {
  const queryClient = createQueryClient();
  const theme = createTheme();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <SnackbarProvider maxSnack={1}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}
