import { Box, Chip, FormControl, FormHelperText, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import type { Character } from '@studio/contracts/characters';
import { SCENE_PACES, type ScenePace } from '@studio/contracts/direction';
import type { MusicTrack } from '@studio/contracts/music';
import { TIME_OF_DAY_LABELS, TIMES_OF_DAY, type TimeOfDay, WEATHER_LABELS, type Weather, WEATHERS } from '@studio/contracts/scenes';
import type { StudioSet } from '@studio/contracts/sets';
import { type FieldErrors, fieldErrorProps } from '@studio/ui/form-errors';
import { directionLabel } from '@studio/ui/direction-labels';
import { RecordSelectField } from '@studio/ui/record-select-field';
import { SelectField } from '@studio/ui/select-field';
import { useId } from 'react';

export interface SceneValues {
  name: string;
  description: string;
  setId: number | '';
  musicId: number | '';
  /** Automatic: read from the scene's heading and description when it plays. */
  timeOfDay: TimeOfDay | typeof AUTOMATIC;
  weather: Weather | typeof AUTOMATIC;
  /** Automatic: cut at the normal pace. */
  pace: ScenePace | typeof AUTOMATIC;
  characterIds: number[];
}

/** The choice that leaves a scene's time of day or weather to what its words say, its pace normal (null in the API). */
export const AUTOMATIC = 'automatic';

export const EMPTY_SCENE: SceneValues = { name: '', description: '', setId: '', musicId: '', timeOfDay: AUTOMATIC, weather: AUTOMATIC, pace: AUTOMATIC, characterIds: [] };

// Shown as a choice of its own (not an empty one), so the field says Automatic.
const TIME_OF_DAY_OPTIONS = [{ value: AUTOMATIC, label: 'Automatic' } as const, ...TIMES_OF_DAY.map((value) => ({ value, label: TIME_OF_DAY_LABELS[value] }))];
const WEATHER_OPTIONS = [{ value: AUTOMATIC, label: 'Automatic' } as const, ...WEATHERS.map((value) => ({ value, label: WEATHER_LABELS[value] }))];
const PACE_OPTIONS = [{ value: AUTOMATIC, label: 'Automatic' } as const, ...SCENE_PACES.map((value) => ({ value, label: directionLabel(value) }))];

export interface SceneFieldsProps {
  values: SceneValues;
  onChange: (values: SceneValues) => void;
  sets: StudioSet[];
  music: MusicTrack[];
  characters: Character[];
  errors: FieldErrors;
}

/** Name, description, an optional set and music track, the time of day, weather and pace, and the scene's characters. */
export function SceneFields({ values, onChange, sets, music, characters, errors }: SceneFieldsProps) {
  const charactersLabel = useId();
  const characterName = (id: number) => characters.find((character) => character.id === id)?.name ?? `#${id}`;
  return (
    <>
      <TextField
        label="Scene Name"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
        {...fieldErrorProps(errors.name)}
        required
      />
      <TextField
        label="Description"
        multiline
        rows={3}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
        {...fieldErrorProps(errors.description)}
      />
      <RecordSelectField label="Set" value={values.setId} records={sets} onChange={(setId) => onChange({ ...values, setId })} noneLabel="No set" error={errors.setId} />
      <RecordSelectField
        label="Music Track"
        value={values.musicId}
        records={music}
        onChange={(musicId) => onChange({ ...values, musicId })}
        noneLabel="No music"
        error={errors.musicId}
      />
      <SelectField<SceneValues['timeOfDay']>
        label="Time of Day"
        value={values.timeOfDay}
        options={TIME_OF_DAY_OPTIONS}
        onChange={(timeOfDay) => onChange({ ...values, timeOfDay })}
        error={errors.timeOfDay}
      />
      <SelectField<SceneValues['weather']>
        label="Weather"
        value={values.weather}
        options={WEATHER_OPTIONS}
        onChange={(weather) => onChange({ ...values, weather })}
        error={errors.weather}
      />
      <SelectField<SceneValues['pace']>
        label="Pace"
        value={values.pace}
        options={PACE_OPTIONS}
        onChange={(pace) => onChange({ ...values, pace })}
        error={errors.pace}
      />
      <FormControl fullWidth>
        <InputLabel id={charactersLabel}>Characters</InputLabel>
        <Select<number[]>
          labelId={charactersLabel}
          label="Characters"
          multiple
          value={values.characterIds}
          onChange={(event) => {
            const { value } = event.target;
            // MUI hands a string only for autofill; the options' values are ids.
            onChange({ ...values, characterIds: typeof value === 'string' ? value.split(',').map(Number) : value });
          }}
          renderValue={(ids) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {ids.map((id) => (
                <Chip key={id} label={characterName(id)} size="small" />
              ))}
            </Box>
          )}
        >
          {characters.map((character) => (
            <MenuItem key={character.id} value={character.id}>
              {character.name}
            </MenuItem>
          ))}
        </Select>
        {characters.length === 0 && <FormHelperText>No characters in this project yet.</FormHelperText>}
      </FormControl>
    </>
  );
}
