import { Box, Button, Card, CardContent, Chip, FormControl, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { usePiratePreferences, useSavePiratePreferences } from '@studio/api-client/settings';
import { CANON_NAMES_MAX, DIALECT_LEVELS, type DialectLevel, type PiratePreferences as Preferences } from '@studio/contracts/pirate';
import { OCEAN_TYPES, type OceanType } from '@studio/contracts/sets';
import { useToast } from '@studio/ui/toast';
import { type FormEvent, useState } from 'react';
import { PIRATE_CREW } from '../../../shared/pirate-lore';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The pirate preferences, saved on the server as they change and used by the Pirate Template:
 * the dialect shapes its lines, the canon names name its crew, the sea conditions preselect its ocean.
 */
export function PiratePreferences() {
  const preferences = usePiratePreferences();
  const save = useSavePiratePreferences();
  const toast = useToast();
  const [newName, setNewName] = useState('');
  const current = preferences.data;
  if (!current) return null;

  const update = (change: Partial<Preferences>) =>
    save.mutate(
      { ...current, ...change },
      { onError: (error) => toast.error('Error', (isApiError(error) && serverMessage(error)) || 'Could not save the pirate preferences') },
    );
  const names = current.canonNames.length > 0 ? current.canonNames : PIRATE_CREW.map((member) => member.name);
  const addName = (event: FormEvent) => {
    event.preventDefault();
    if (newName.trim().length < 2) return;
    update({ canonNames: [...names, newName.trim()].slice(0, CANON_NAMES_MAX) });
    setNewName('');
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={3}>
          <FormControl fullWidth>
            <InputLabel id="dialect-intensity-label">Dialect Intensity</InputLabel>
            <Select<DialectLevel>
              labelId="dialect-intensity-label"
              label="Dialect Intensity"
              value={current.dialectIntensity}
              onChange={(event) => update({ dialectIntensity: event.target.value })}
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
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Canon names">
              {names.map((name, index) => (
                <Chip key={`${index}-${name}`} label={name} onDelete={() => update({ canonNames: names.filter((_, other) => other !== index) })} />
              ))}
            </Stack>
            {names.length < CANON_NAMES_MAX && (
              <Box component="form" onSubmit={addName} sx={{ display: 'flex', gap: 1, mt: 1 }}>
                <TextField size="small" label="Add a canon name" value={newName} onChange={(event) => setNewName(event.target.value)} />
                <Button type="submit" size="small" disabled={newName.trim().length < 2}>
                  Add
                </Button>
              </Box>
            )}
          </div>
          <FormControl fullWidth>
            <InputLabel id="sea-conditions-label">Default Sea Conditions</InputLabel>
            <Select<OceanType>
              labelId="sea-conditions-label"
              label="Default Sea Conditions"
              value={current.defaultSeaConditions}
              onChange={(event) => update({ defaultSeaConditions: event.target.value })}
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
