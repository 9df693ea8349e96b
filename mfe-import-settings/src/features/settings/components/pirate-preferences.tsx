import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { usePiratePreferences, useSavePiratePreferences } from '@studio/api-client/settings';
import { CANON_NAMES_MAX, DIALECT_LEVELS, type PiratePreferences as Preferences } from '@studio/contracts/pirate';
import { OCEAN_TYPES } from '@studio/contracts/sets';
import { SelectField, capitalizedOptions } from '@studio/ui/select-field';
import { useToast } from '@studio/ui/toast';
import { type FormEvent, useState } from 'react';
import { PIRATE_CREW } from '../../../shared/pirate-lore';

const DIALECT_OPTIONS = capitalizedOptions(DIALECT_LEVELS);
const OCEAN_OPTIONS = capitalizedOptions(OCEAN_TYPES);

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
          <SelectField
            label="Dialect Intensity"
            value={current.dialectIntensity}
            options={DIALECT_OPTIONS}
            onChange={(dialectIntensity) => update({ dialectIntensity })}
          />
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
          <SelectField
            label="Default Sea Conditions"
            value={current.defaultSeaConditions}
            options={OCEAN_OPTIONS}
            onChange={(defaultSeaConditions) => update({ defaultSeaConditions })}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
