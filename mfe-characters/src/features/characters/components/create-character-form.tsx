import { useCreateCharacter } from '@studio/api-client/characters';
import { useUploadCharacterReferenceImage } from '@studio/api-client/uploads';
import { createCharacterSchema } from '@studio/contracts/characters';
import { REFERENCE_IMAGE_UPLOAD } from '@studio/contracts/uploads';
import { FormPanel } from '@studio/ui/form-panel';
import { NameField } from '@studio/ui/name-field';
import { useCreateForm } from '@studio/ui/use-save-form';
import { useState } from 'react';
import { REFERENCE_IMAGE_FORMATS, ReferenceImageField } from './reference-image-field';

/**
 * 'Create New Character': checked with the contract schema (and the image with the upload rule),
 * created in the current project, then its reference image, if one was chosen, is uploaded.
 */
export function CreateCharacterForm({ projectId }: { projectId: number }) {
  const [name, setName] = useState('');
  const createCharacter = useCreateCharacter();
  const uploadImage = useUploadCharacterReferenceImage();
  const { errors, save, file, chooseFile } = useCreateForm({
    schema: createCharacterSchema,
    mutation: createCharacter,
    noun: 'Character',
    upload: {
      rule: REFERENCE_IMAGE_UPLOAD,
      field: 'referenceImage',
      send: (character, image, callbacks) => uploadImage.mutate({ characterId: character.id, file: image }, callbacks),
      failureTitle: 'Failed to upload reference image.',
      // The character exists either way: a failed image can be chosen again from Edit.
      savedWithFile: false,
    },
    onSaved: () => setName(''),
  });
  const busy = createCharacter.isPending || uploadImage.isPending;

  return (
    <FormPanel
      title="Create New Character"
      submitLabel="Create Character"
      busyLabel="Creating..."
      busy={busy}
      onSubmit={() => save({ name, projectId })}
    >
      <NameField label="Character Name" value={name} onChange={setName} error={errors.name} />
      <ReferenceImageField file={file} onChange={chooseFile} error={errors.referenceImage} helperText={`Optional. ${REFERENCE_IMAGE_FORMATS}`} disabled={busy} />
    </FormPanel>
  );
}
