import { Box, Paper, Stack, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { SubmitButton } from './submit-button';

export interface FormPanelProps {
  /** The form's heading and accessible name ('Create New Set'). */
  title: string;
  submitLabel: string;
  /** Label while submitting, e.g. 'Creating...'. */
  busyLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** A form on the page (a screen's create form): heading, fields, and a submit button that shows when it is busy. */
export function FormPanel({ title, submitLabel, busyLabel, busy, onSubmit, children }: FormPanelProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>
        {children}
        <Box>
          <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} />
        </Box>
      </Stack>
    </Paper>
  );
}
