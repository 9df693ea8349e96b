import { Alert, Dialog, DialogContent, DialogTitle, Skeleton, Stack } from '@mui/material';

/** What a form dialog shows before its form can open. */
export type DialogPlaceholderState =
  | { kind: 'loading'; label: string; rows: number }
  | { kind: 'error'; error: Error }
  | { kind: 'missing'; message: string };

export interface DialogPlaceholderProps {
  title: string;
  state: DialogPlaceholderState;
  onClose: () => void;
}

/** A dialog under the form's own title: field skeletons while its data loads, the load error, or why it cannot open. */
export function DialogPlaceholder({ title, state, onClose }: DialogPlaceholderProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {state.kind === 'loading' && (
          <Stack spacing={2} aria-busy="true" aria-label={state.label}>
            {Array.from({ length: state.rows }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={48} />
            ))}
          </Stack>
        )}
        {state.kind === 'error' && <Alert severity="error">{state.error.message}</Alert>}
        {state.kind === 'missing' && <Alert severity="warning">{state.message}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
