import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useCreateCharacter } from '@studio/api-client/characters';
import { useUploadCharacterReferenceImage } from '@studio/api-client/uploads';
import { createCharacterSchema } from '@studio/contracts/characters';
import { REFERENCE_IMAGE_UPLOAD, checkUpload } from '@studio/contracts/uploads';
import { errorMessage } from '@studio/ui/error-message';
import { FileField } from '@studio/ui/file-field';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { useToast } from '@studio/ui/toast';
import { type FormEvent, useState } from 'react';

/**
 * 'Create New Character': checked with the contract schema (and the image with the upload rule),
 * created in the current project, then its reference image, if one was chosen, is uploaded.
 */
export function CreateCharacterForm({ projectId }: { projectId: number }) {
  const [name, setName] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const createCharacter = useCreateCharacter();
  const uploadImage = useUploadCharacterReferenceImage();
  const toast = useToast();

  const chooseImage = (file: File | null) => {
    setImage(file);
    // Checked at once, so the message shows before the form is sent.
    setErrors((current) => ({ ...current, referenceImage: (file && checkUpload(REFERENCE_IMAGE_UPLOAD, file)) ?? undefined }));
  };

  const reset = () => {
    setName('');
    setImage(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validation = validateForm(createCharacterSchema, { name, projectId });
    const imageError = image ? checkUpload(REFERENCE_IMAGE_UPLOAD, image) : null;
    if (!validation.success || imageError) {
      setErrors({ ...(!validation.success && validation.errors), ...(imageError && { referenceImage: imageError }) });
      return;
    }
    setErrors({});
    createCharacter.mutate(validation.data, {
      onSuccess: (character) => {
        toast.success('Character created', `${character.name} has been added to the project.`);
        if (!image) return reset();
        uploadImage.mutate(
          { characterId: character.id, file: image },
          {
            // The character exists either way: a failed image can be chosen again from Edit.
            onSettled: reset,
            onError: (error) => toast.error('Failed to upload reference image.', errorMessage(error)),
          },
        );
      },
      onError: () => toast.error('Error', 'Failed to create character.'),
    });
  };
  const busy = createCharacter.isPending || uploadImage.isPending;

  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={submit} noValidate aria-labelledby="create-character-title">
      <Typography id="create-character-title" variant="h5" component="h2" gutterBottom>
        Create New Character
      </Typography>
      <TextField
        label="Character Name"
        fullWidth
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        sx={{ mb: 2 }}
      />
      <Box sx={{ mb: 2 }}>
        <FileField
          label="Reference Image"
          buttonLabel="Choose Image"
          accept="image/*"
          file={image}
          onChange={chooseImage}
          error={errors.referenceImage}
          helperText="Optional. PNG, JPEG, WebP or GIF, at most 5 MB."
          disabled={busy}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Creating...' : 'Create Character'}
        </Button>
      </Box>
    </Paper>
  );
}
