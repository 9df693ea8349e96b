import type { Toast } from '@studio/ui/toast';
import { type VariantType, useSnackbar } from 'notistack';
import { useCallback, useMemo } from 'react';
import { ToastMessage } from '../components/toast-message';

/** Shows a titled toast; 'error' is the spec's destructive toast. */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (title: string, description: string, variant: VariantType = 'default') =>
      enqueueSnackbar(<ToastMessage title={title} description={description} />, { variant }),
    [enqueueSnackbar],
  );
}

/** The shell's toasts in the shape the shared dialogs take. */
export function useShellToast(): Toast {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (title, description = '') => notify(title, description, 'success'),
      error: (title, description = '') => notify(title, description, 'error'),
    }),
    [notify],
  );
}
