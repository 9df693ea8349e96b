import { Stack, TextField } from '@mui/material';
import { useUpdateCharacter } from '@studio/api-client/characters';
import { useUploadCharacterReferenceImage } from '@studio/api-client/uploads';
import { type Character, type VoiceProfile, VOICE_ACCENTS, VOICE_VARIANTS, updateCharacterSchema } from '@studio/contracts/characters';
import { REFERENCE_IMAGE_UPLOAD } from '@studio/contracts/uploads';
import { DescriptionField } from '@studio/ui/description-field';
import { SaveDialog } from '@studio/ui/form-dialog';
import { fieldErrorProps } from '@studio/ui/form-errors';
import { NameField } from '@studio/ui/name-field';
import { SelectField } from '@studio/ui/select-field';
import { useEditForm } from '@studio/ui/use-save-form';
import { useState } from 'react';
import { ReferenceImageField } from './reference-image-field';

export interface EditCharacterDialogProps {
  character: Character;
  onClose: () => void;
}

const NO_VARIANT = '';
const ACCENT_OPTIONS = VOICE_ACCENTS.map((accent) => ({ value: accent, label: accent }));
const VARIANT_OPTIONS = [{ value: NO_VARIANT, label: 'default' }, ...VOICE_VARIANTS.map((variant) => ({ value: variant, label: variant }))];

const sameVoice = (a: VoiceProfile, b: VoiceProfile) => a.voice === b.voice && a.pitch === b.pitch && a.rate === b.rate;

/** '' from an emptied number field stays NaN, so the contract's message shows instead of a 0. */
const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A number of the voice, typed as text: the contract's message under it, else its range. */
function VoiceNumberField({ label, value, onChange, error, range }: { label: string; value: string; onChange: (text: string) => void; error?: string; range: string }) {
  return <TextField label={label} type="number" value={value} onChange={(event) => onChange(event.target.value)} {...fieldErrorProps(error, range)} fullWidth />;
}

/**
 * Edit a character's name, description, voice and reference image: the fields are saved with PUT
 * (a changed voice re-speaks the character's lines), then a newly chosen image replaces the old
 * one; all of it shows everywhere at once.
 */
export function EditCharacterDialog({ character, onClose }: EditCharacterDialogProps) {
  const [name, setName] = useState(character.name);
  const [description, setDescription] = useState(character.description ?? '');
  const [accent, variantOf] = character.voice.voice.split('+');
  const [voiceAccent, setVoiceAccent] = useState(accent);
  const [voiceVariant, setVoiceVariant] = useState(variantOf ?? NO_VARIANT);
  const [pitch, setPitch] = useState(String(character.voice.pitch));
  const [rate, setRate] = useState(String(character.voice.rate));
  const updateCharacter = useUpdateCharacter();
  const uploadImage = useUploadCharacterReferenceImage();
  const { errors, save, file, chooseFile } = useEditForm({
    schema: updateCharacterSchema,
    mutation: updateCharacter,
    id: character.id,
    noun: 'Character',
    upload: {
      rule: REFERENCE_IMAGE_UPLOAD,
      field: 'referenceImage',
      send: (saved, image, callbacks) => uploadImage.mutate({ characterId: saved.id, file: image }, callbacks),
      failureTitle: 'Failed to upload reference image.',
      // The fields are saved; the dialog stays open so the image can be tried again.
      savedWithFile: true,
    },
    onClose,
  });

  const submit = () => {
    const voice = {
      voice: voiceVariant === NO_VARIANT ? voiceAccent : `${voiceAccent}+${voiceVariant}`,
      pitch: numberFrom(pitch),
      rate: numberFrom(rate),
    };
    // Only a changed voice is sent: it makes the server speak every line of the character again.
    save({ name, description, ...(!sameVoice(voice, character.voice) && { voice }) });
  };
  const busy = updateCharacter.isPending || uploadImage.isPending;

  return (
    <SaveDialog title="Edit Character" busy={busy} onSubmit={submit} onClose={onClose}>
      <NameField label="Character Name" value={name} onChange={setName} error={errors.name} />
      <DescriptionField value={description} onChange={setDescription} error={errors.description} />
      <Stack direction="row" spacing={2}>
        <SelectField<string> label="Voice Accent" value={voiceAccent} options={ACCENT_OPTIONS} onChange={setVoiceAccent} />
        <SelectField<string> label="Voice Variant" value={voiceVariant} options={VARIANT_OPTIONS} onChange={setVoiceVariant} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <VoiceNumberField label="Pitch" value={pitch} onChange={setPitch} error={errors['voice.pitch']} range="0-99" />
        <VoiceNumberField label="Speaking Rate" value={rate} onChange={setRate} error={errors['voice.rate']} range="Words per minute, 80-450" />
      </Stack>
      <ReferenceImageField file={file} onChange={chooseFile} replaces={Boolean(character.referenceImagePath)} error={errors.referenceImage} disabled={busy} />
    </SaveDialog>
  );
}
