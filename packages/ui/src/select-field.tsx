import { FormControl, FormHelperText, InputLabel, MenuItem, Select, type SxProps, type Theme } from '@mui/material';
import { useId } from 'react';

export interface SelectOption<TValue extends string | number> {
  value: TValue;
  label: string;
}

/** Options that show each value capitalized ('harbor' -> 'Harbor'). */
export const capitalizedOptions = <TValue extends string>(values: readonly TValue[]): SelectOption<TValue>[] =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export interface SelectFieldProps<TValue extends string | number> {
  label: string;
  value: TValue;
  options: readonly SelectOption<TValue>[];
  onChange: (value: TValue) => void;
  /** A first choice with the value '' shown as this text in italics ('No set'); TValue must then allow ''. */
  noneLabel?: string;
  /** The contract's message for the field, shown under it. */
  error?: string;
  size?: 'small' | 'medium';
  /** As wide as its container (the default), or as wide as its choice. */
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** A labelled drop-down of options, with an optional 'none' choice and its error under it. */
export function SelectField<TValue extends string | number>({
  label,
  value,
  options,
  onChange,
  noneLabel,
  error,
  size,
  fullWidth = true,
  disabled,
  sx,
}: SelectFieldProps<TValue>) {
  const labelId = useId();
  return (
    <FormControl fullWidth={fullWidth} size={size} disabled={disabled} error={Boolean(error)} sx={sx}>
      <InputLabel id={labelId}>{label}</InputLabel>
      {/* MUI types the event by a conditional type that stays open for a generic value; the value is one of the options. */}
      <Select<TValue> labelId={labelId} label={label} value={value} onChange={(event) => onChange(event.target.value as TValue)}>
        {noneLabel !== undefined && (
          <MenuItem value="">
            <em>{noneLabel}</em>
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
