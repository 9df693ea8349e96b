import { TextField, type TextFieldProps } from '@mui/material';

export type SecretFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A password or key: typed unseen into the dialog's or page's first field. */
export function SecretField({ onChange, ...field }: SecretFieldProps) {
  return <TextField type="password" autoFocus {...field} onChange={(event) => onChange(event.target.value)} />;
}
