import { Card, CardContent, Chip, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { OCEAN_TYPES, type OceanType } from '@studio/contracts/sets';
import { useState } from 'react';
import { PIRATE_CREW } from '../../../shared/pirate-lore';

const DIALECT_LEVELS = ['mild', 'moderate', 'intense', 'blackbeard'] as const;
type DialectLevel = (typeof DIALECT_LEVELS)[number];

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Pirate preferences that are shown but not stored. */
export function PiratePreferences() {
  const [dialect, setDialect] = useState<DialectLevel>('moderate');
  const [seaConditions, setSeaConditions] = useState<OceanType>('choppy');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={3}>
          <FormControl fullWidth>
            <InputLabel id="dialect-intensity-label">Dialect Intensity</InputLabel>
            <Select<DialectLevel>
              labelId="dialect-intensity-label"
              label="Dialect Intensity"
              value={dialect}
              onChange={(event) => setDialect(event.target.value)}
            >
              {DIALECT_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {capitalize(level)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <div>
            <Typography variant="subtitle2" gutterBottom>
              Canon Names
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {PIRATE_CREW.map((member) => (
                <Chip key={member.name} label={member.name} />
              ))}
            </Stack>
          </div>
          <FormControl fullWidth>
            <InputLabel id="sea-conditions-label">Default Sea Conditions</InputLabel>
            <Select<OceanType>
              labelId="sea-conditions-label"
              label="Default Sea Conditions"
              value={seaConditions}
              onChange={(event) => setSeaConditions(event.target.value)}
            >
              {OCEAN_TYPES.map((condition) => (
                <MenuItem key={condition} value={condition}>
                  {capitalize(condition)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </CardContent>
    </Card>
  );
}
