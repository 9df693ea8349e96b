import { Button } from '@mui/material';

export interface SubmitButtonProps {
  label: string;
  /** Shown while the form is being sent, e.g. 'Creating...'. */
  busyLabel: string;
  busy: boolean;
}

/** A form's contained submit button, disabled and relabelled while the form is being sent. */
export function SubmitButton({ label, busyLabel, busy }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
