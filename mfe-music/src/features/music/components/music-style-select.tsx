import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { MUSIC_STYLES, type MusicStyle } from '@studio/contracts/music';
import { useId } from 'react';

/** 'Music Style' with the contract's styles (value and label). */
export function MusicStyleSelect({ value, onChange }: { value: MusicStyle; onChange: (style: MusicStyle) => void }) {
  const labelId = useId();
  return (
    <FormControl fullWidth>
      <InputLabel id={labelId}>Music Style</InputLabel>
      <Select<MusicStyle> labelId={labelId} label="Music Style" value={value} onChange={(event) => onChange(event.target.value)}>
        {MUSIC_STYLES.map((style) => (
          <MenuItem key={style.value} value={style.value}>
            {style.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
