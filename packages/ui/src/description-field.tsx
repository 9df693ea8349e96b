import { TextField } from '@mui/material';
import { fieldErrorProps } from './form-errors';

export interface DescriptionFieldProps {
  value: string;
  onChange: (description: string) => void;
  /** The contract's message for the field, shown under it. */
  error?: string;
  required?: boolean;
}

/** 'Description': a three-line text field with its error under it. */
export function DescriptionField({ value, onChange, error, required }: DescriptionFieldProps) {
  return (
    <TextField
      label="Description"
      multiline
      minRows={3}
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...fieldErrorProps(error)}
    />
  );
}
