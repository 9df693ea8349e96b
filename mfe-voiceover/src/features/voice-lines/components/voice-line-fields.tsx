import { TextField } from '@mui/material';
import type { Character } from '@studio/contracts/characters';
import type { Scene } from '@studio/contracts/scenes';
import { type FieldErrors, fieldErrorProps } from '@studio/ui/form-errors';
import { RecordSelectField } from '@studio/ui/record-select-field';

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
  return (
    <>
      <RecordSelectField label="Character" value={values.characterId} records={characters} onChange={(characterId) => onChange({ ...values, characterId })} error={errors.characterId} />
      <RecordSelectField
        label="Scene (optional)"
        value={values.sceneId}
        records={scenes}
        onChange={(sceneId) => onChange({ ...values, sceneId })}
        noneLabel="No scene"
        error={errors.sceneId}
      />
      <TextField
        label="Voice Line Text"
        multiline
        rows={4}
        value={values.text}
        onChange={(event) => onChange({ ...values, text: event.target.value })}
        {...fieldErrorProps(errors.text)}
      />
    </>
  );
}
