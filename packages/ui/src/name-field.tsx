import { TextField } from '@mui/material';
import { fieldErrorProps } from './form-errors';

export interface NameFieldProps {
  /** 'Set Name', 'Track Name'. */
  label: string;
  value: string;
  onChange: (name: string) => void;
  /** The contract's message for the field, shown under it. */
  error?: string;
}

/** A record's name: a text field with its error under it. */
export function NameField({ label, value, onChange, error }: NameFieldProps) {
  return <TextField label={label} value={value} onChange={(event) => onChange(event.target.value)} {...fieldErrorProps(error)} />;
}
