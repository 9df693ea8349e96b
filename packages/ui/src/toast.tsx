import { Box, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** A toast's title with its optional description under it (the toasts of docs/product-rules.md#messages have both). */
export function ToastMessage({ title, description }: { title: string; description?: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" component="p">
          {description}
        </Typography>
      )}
    </Box>
  );
}

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
}

/** Titled toasts on the shell's notistack provider. */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (title, description) =>
        enqueueSnackbar(<ToastMessage title={title} description={description} />, { variant: 'success' }),
      error: (title, description) =>
        enqueueSnackbar(<ToastMessage title={title} description={description} />, { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}
