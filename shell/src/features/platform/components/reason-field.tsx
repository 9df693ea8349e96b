import { TextField } from '@mui/material';
import { yankReleaseSchema } from '@studio/contracts/platform';
import { fieldErrorProps } from '@studio/ui/form-errors';
import type { ReasonedChange } from '../hooks/use-reasoned-change';
import { RefusalAlert } from './refusal-alert';

/** The platform's reason rule (required, at most 500 characters), the one the API checks with. */
const reasonSchema = yankReleaseSchema.shape.reason;

/** The reason's error message, or undefined when it may be sent. */
export const reasonError = (reason: string): string | undefined => {
  const parsed = reasonSchema.safeParse(reason);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

export interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
}

/** Why a change is made: recorded in the history, read by whoever undoes it. */
export function ReasonField({ value, onChange, error, hint }: ReasonFieldProps) {
  return (
    <TextField
      label="Reason"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={2}
      autoFocus
      {...fieldErrorProps(error, hint)}
    />
  );
}

/** The server's refusal, if the change was refused, above the reason field. */
export function RefusalAndReason({ change, hint }: { change: ReasonedChange; hint: string }) {
  return (
    <>
      {change.refusal && <RefusalAlert refusal={change.refusal} />}
      <ReasonField value={change.reason} onChange={change.setReason} error={change.error} hint={hint} />
    </>
  );
}
