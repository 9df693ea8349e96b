import { Button, InputAdornment, TextField } from '@mui/material';
import { useRef, useState } from 'react';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's label, e.g. 'Copy link'. */
  copyLabel?: string;
}

/**
 * A read-only value with a button that copies it. Browsers give the clipboard API to secure
 * contexts only; elsewhere the value is selected and copied the old way.
 */
export function CopyField({ label, value, copyLabel = 'Copy' }: CopyFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      inputRef={input}
      onFocus={(event) => event.target.select()}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={() => void copy()}>
                {copied ? 'Copied' : copyLabel}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
