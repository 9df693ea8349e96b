import { isApiError, serverMessage } from '@studio/api-client/http';
import { useToast } from '@studio/ui/toast';
import { useMemo } from 'react';

/**
 * The import's failure toasts (docs/product-rules.md#messages): 'Import failed' with the server's
 * message when the server answered, 'Error' / 'An error occurred during import' when it could not
 * be reached. Answers the message the result tab shows.
 */
export function useImportToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      failed: (error: unknown): string => {
        if (isApiError(error)) {
          const message = serverMessage(error) ?? 'Failed to import project manifest';
          toast.error('Import failed', message);
          return message;
        }
        toast.error('Error', 'An error occurred during import');
        return 'An error occurred during import';
      },
    }),
    [toast],
  );
}
