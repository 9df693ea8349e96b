import { MenuItem, Stack, TextField } from '@mui/material';
import { useUpdateCharacter } from '@studio/api-client/characters';
import { useUploadCharacterReferenceImage } from '@studio/api-client/uploads';
import {
  type Character,
  type VoiceProfile,
  VOICE_ACCENTS,
  VOICE_VARIANTS,
  updateCharacterSchema,
} from '@studio/contracts/characters';
import { REFERENCE_IMAGE_UPLOAD, checkUpload } from '@studio/contracts/uploads';
import { errorMessage } from '@studio/ui/error-message';
import { FileField } from '@studio/ui/file-field';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { FormDialog } from '@studio/ui/form-dialog';
import { useToast } from '@studio/ui/toast';
import { useState } from 'react';

export interface EditCharacterDialogProps {
  character: Character;
  onClose: () => void;
}

const NO_VARIANT = '';

const sameVoice = (a: VoiceProfile, b: VoiceProfile) => a.voice === b.voice && a.pitch === b.pitch && a.rate === b.rate;

/** '' from an emptied number field stays NaN, so the contract's message shows instead of a 0. */
const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

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
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const updateCharacter = useUpdateCharacter();
  const uploadImage = useUploadCharacterReferenceImage();
  const toast = useToast();

  const chooseImage = (file: File | null) => {
    setImage(file);
    // Checked at once, so the message shows before the form is sent.
    setErrors((current) => ({ ...current, referenceImage: (file && checkUpload(REFERENCE_IMAGE_UPLOAD, file)) ?? undefined }));
  };

  const saved = (savedName: string) => {
    toast.success('Character updated', `${savedName} has been saved.`);
    onClose();
  };

  const save = () => {
    const voice = {
      voice: voiceVariant === NO_VARIANT ? voiceAccent : `${voiceAccent}+${voiceVariant}`,
      pitch: numberFrom(pitch),
      rate: numberFrom(rate),
    };
    // Only a changed voice is sent: it makes the server speak every line of the character again.
    const validation = validateForm(updateCharacterSchema, {
      name,
      description,
      ...(!sameVoice(voice, character.voice) && { voice }),
    });
    const imageError = image ? checkUpload(REFERENCE_IMAGE_UPLOAD, image) : null;
    if (!validation.success || imageError) {
      setErrors({ ...(!validation.success && validation.errors), ...(imageError && { referenceImage: imageError }) });
      return;
    }
    updateCharacter.mutate(
      { id: character.id, changes: validation.data },
      {
        onSuccess: (updated) => {
          if (!image) return saved(updated.name);
          uploadImage.mutate(
            { characterId: character.id, file: image },
            {
              onSuccess: () => saved(updated.name),
              // The fields are saved; the dialog stays open so the image can be tried again.
              onError: (error) => toast.error('Failed to upload reference image.', errorMessage(error)),
            },
          );
        },
        onError: (error) => toast.error('Failed to update character.', error.message),
      },
    );
  };
  const busy = updateCharacter.isPending || uploadImage.isPending;

  return (
    <FormDialog
      open
      title="Edit Character"
      submitLabel="Save"
      busyLabel="Saving..."
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="Character Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
      <Stack direction="row" spacing={2}>
        <TextField select label="Voice Accent" value={voiceAccent} onChange={(event) => setVoiceAccent(event.target.value)} fullWidth>
          {VOICE_ACCENTS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Voice Variant" value={voiceVariant} onChange={(event) => setVoiceVariant(event.target.value)} fullWidth>
          <MenuItem value={NO_VARIANT}>default</MenuItem>
          {VOICE_VARIANTS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Pitch"
          type="number"
          value={pitch}
          onChange={(event) => setPitch(event.target.value)}
          error={Boolean(errors['voice.pitch'])}
          helperText={errors['voice.pitch'] ?? '0-99'}
          fullWidth
        />
        <TextField
          label="Speaking Rate"
          type="number"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          error={Boolean(errors['voice.rate'])}
          helperText={errors['voice.rate'] ?? 'Words per minute, 80-450'}
          fullWidth
        />
      </Stack>
      <FileField
        label="Reference Image"
        buttonLabel={character.referenceImagePath ? 'Replace Image' : 'Choose Image'}
        accept="image/*"
        file={image}
        onChange={chooseImage}
        error={errors.referenceImage}
        helperText="PNG, JPEG, WebP or GIF, at most 5 MB."
        disabled={busy}
      />
    </FormDialog>
  );
}
