import { TextField } from '@mui/material';
import { useUpdateCharacter } from '@studio/api-client/characters';
import { useUploadCharacterReferenceImage } from '@studio/api-client/uploads';
import { type Character, updateCharacterSchema } from '@studio/contracts/characters';
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

/**
 * Edit a character's name, description and reference image: the fields are saved with PUT, then a
 * newly chosen image replaces the old one; both show everywhere at once.
 */
export function EditCharacterDialog({ character, onClose }: EditCharacterDialogProps) {
  const [name, setName] = useState(character.name);
  const [description, setDescription] = useState(character.description ?? '');
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
    const validation = validateForm(updateCharacterSchema, { name, description });
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
