import { type VariantType, useSnackbar } from 'notistack';
import { useCallback } from 'react';
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
