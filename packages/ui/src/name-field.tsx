import { TextField } from '@mui/material';
import { fieldErrorProps } from './form-errors';

export interface NameFieldProps {
  /** 'Set Name', 'Track Name'. */
  label: string;
  value: string;
  onChange: (name: string) => void;
  /** The contract's message for the field, shown under it. */
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/** A record's name: a text field with its error under it. */
export function NameField({ label, value, onChange, error, hint, required, autoFocus }: NameFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...fieldErrorProps(error, hint)}
      required={required}
      autoFocus={autoFocus}
    />
  );
}
