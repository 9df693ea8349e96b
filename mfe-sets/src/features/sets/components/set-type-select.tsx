import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { SET_TYPES, type SetType } from '@studio/contracts/sets';
import { useId } from 'react';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** 'Set Type' with the contract's set types. */
export function SetTypeSelect({ value, onChange }: { value: SetType; onChange: (type: SetType) => void }) {
  const labelId = useId();
  return (
    <FormControl fullWidth>
      <InputLabel id={labelId}>Set Type</InputLabel>
      <Select<SetType> labelId={labelId} label="Set Type" value={value} onChange={(event) => onChange(event.target.value)}>
        {SET_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {capitalize(type)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
