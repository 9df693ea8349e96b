import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { type ChangeEvent, useId } from 'react';

// Hidden from sight, not from the accessibility tree, so it can still be focused and labelled.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface FilePickerButtonProps {
  /** The visible button text ('Upload Audio'). */
  buttonLabel: string;
  /** The file input's accessible name ('Audio file for Sea Shanty Rock'). */
  inputLabel: string;
  /** For `<input accept=…>`, e.g. 'audio/*'. */
  accept: string;
  onPick: (file: File) => void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}

/** A button that opens the browser's file chooser and hands over the chosen file. */
export function FilePickerButton({ buttonLabel, inputLabel, accept, onPick, disabled, describedBy, invalid }: FilePickerButtonProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still reports a change.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <Button
      component="label"
      size="small"
      variant="outlined"
      disabled={disabled}
      // Keyboard focus lands on the hidden input; the button shows it.
      tabIndex={-1}
      sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 } }}
    >
      {buttonLabel}
      <Box
        component="input"
        type="file"
        accept={accept}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={pick}
        sx={visuallyHidden}
      />
    </Button>
  );
}

export interface FileFieldProps {
  /** The field's label, also the file input's accessible name ('Reference Image'). */
  label: string;
  buttonLabel: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown under the field in red, instead of the helper text. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/** A form field for one optional file: a chooser button, the chosen file's name, a Remove and a message. */
export function FileField({ label, buttonLabel, accept, file, onChange, error, helperText, disabled }: FileFieldProps) {
  const helperId = useId();
  const message = error ?? helperText;

  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset" sx={{ alignItems: 'flex-start' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FilePickerButton
          buttonLabel={buttonLabel}
          inputLabel={label}
          accept={accept}
          onPick={onChange}
          disabled={disabled}
          describedBy={message ? helperId : undefined}
          invalid={Boolean(error)}
        />
        <Typography title={file?.name} component="span" variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 240 }}>
          {file ? file.name : 'No file chosen'}
        </Typography>
        {file && (
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            Remove
          </Button>
        )}
      </Box>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
