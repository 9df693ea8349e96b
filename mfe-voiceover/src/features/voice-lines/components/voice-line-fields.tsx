import { FormControl, FormHelperText, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import type { Character } from '@studio/contracts/characters';
import type { Scene } from '@studio/contracts/scenes';
import type { FieldErrors } from '@studio/ui/form-errors';
import { useId } from 'react';

export interface VoiceLineValues {
  characterId: number | '';
  sceneId: number | '';
  text: string;
}

export const EMPTY_VOICE_LINE: VoiceLineValues = { characterId: '', sceneId: '', text: '' };

export interface VoiceLineFieldsProps {
  values: VoiceLineValues;
  onChange: (values: VoiceLineValues) => void;
  characters: Character[];
  scenes: Scene[];
  errors: FieldErrors;
}

/** Character, optional scene and the line's text: the fields of both the create form and the edit dialog. */
export function VoiceLineFields({ values, onChange, characters, scenes, errors }: VoiceLineFieldsProps) {
  const characterLabel = useId();
  const sceneLabel = useId();
  return (
    <>
      <FormControl fullWidth error={Boolean(errors.characterId)}>
        <InputLabel id={characterLabel}>Character</InputLabel>
        <Select<number | ''>
          labelId={characterLabel}
          label="Character"
          value={values.characterId}
          onChange={(event) => onChange({ ...values, characterId: event.target.value })}
        >
          {characters.map((character) => (
            <MenuItem key={character.id} value={character.id}>
              {character.name}
            </MenuItem>
          ))}
        </Select>
        {errors.characterId && <FormHelperText>{errors.characterId}</FormHelperText>}
      </FormControl>
      <FormControl fullWidth error={Boolean(errors.sceneId)}>
        <InputLabel id={sceneLabel}>Scene (optional)</InputLabel>
        <Select<number | ''>
          labelId={sceneLabel}
          label="Scene (optional)"
          value={values.sceneId}
          onChange={(event) => onChange({ ...values, sceneId: event.target.value })}
        >
          <MenuItem value="">
            <em>No scene</em>
          </MenuItem>
          {scenes.map((scene) => (
            <MenuItem key={scene.id} value={scene.id}>
              {scene.name}
            </MenuItem>
          ))}
        </Select>
        {errors.sceneId && <FormHelperText>{errors.sceneId}</FormHelperText>}
      </FormControl>
      <TextField
        label="Voice Line Text"
        multiline
        rows={4}
        value={values.text}
        onChange={(event) => onChange({ ...values, text: event.target.value })}
        error={Boolean(errors.text)}
        helperText={errors.text}
      />
    </>
  );
}
