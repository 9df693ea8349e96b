import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from './submit-button';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Label while submitting, e.g. 'Saving...'. */
  busyLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog around a form: fields, Cancel, and a submit button that shows when it is busy. */
export function FormDialog({ open, title, submitLabel, busyLabel, busy, onSubmit, onClose, children }: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="form-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="form-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} />
        </DialogActions>
      </form>
    </Dialog>
  );
}

export type SaveDialogProps = Omit<FormDialogProps, 'open' | 'submitLabel' | 'busyLabel'>;

/** The dialog that edits something already there: it submits with 'Save' ('Saving...' while busy). */
export function SaveDialog(props: SaveDialogProps) {
  return <FormDialog open submitLabel="Save" busyLabel="Saving..." {...props} />;
}
