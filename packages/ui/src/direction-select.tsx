import { TextField } from '@mui/material';

export interface DirectionOption {
  value: string;
  label: string;
}

export interface DirectionSelectProps {
  label: string;
  /** '' is the automatic choice. */
  value: string;
  /** What automatic currently means ('Automatic (angry)'); the first option. */
  automaticLabel: string;
  options: readonly DirectionOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A native select (keyboard and screen readers as the browser gives them) whose first choice is automatic. */
export function DirectionSelect({ label, value, automaticLabel, options, onChange, disabled }: DirectionSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150 }}
    >
      <option value="">{automaticLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
