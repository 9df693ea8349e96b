import { TextField } from '@mui/material';
import { useUpdateSet } from '@studio/api-client/sets';
import { DEFAULT_SET_TYPE, SET_TYPES, type SetType, type StudioSet, updateSetSchema } from '@studio/contracts/sets';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { FormDialog } from '@studio/ui/form-dialog';
import { useToast } from '@studio/ui/toast';
import { useState } from 'react';
import { SetTypeSelect } from './set-type-select';

const isSetType = (value: string): value is SetType => SET_TYPES.some((type) => type === value);

export interface EditSetDialogProps {
  set: StudioSet;
  onClose: () => void;
}

/** Edit a set's name, type and description; saved with PUT and shown everywhere at once. */
export function EditSetDialog({ set, onClose }: EditSetDialogProps) {
  const [name, setName] = useState(set.name);
  const [type, setType] = useState<SetType>(isSetType(set.type) ? set.type : DEFAULT_SET_TYPE);
  const [description, setDescription] = useState(set.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const updateSet = useUpdateSet();
  const toast = useToast();

  const save = () => {
    const validation = validateForm(updateSetSchema, { name, type, description });
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    updateSet.mutate(
      { id: set.id, changes: validation.data },
      {
        onSuccess: (saved) => {
          toast.success('Set updated', `${saved.name} has been saved.`);
          onClose();
        },
        onError: (error) => toast.error('Failed to update set.', error.message),
      },
    );
  };

  return (
    <FormDialog open title="Edit Set" submitLabel="Save" busyLabel="Saving..." busy={updateSet.isPending} onSubmit={save} onClose={onClose}>
      <TextField
        label="Set Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <SetTypeSelect value={type} onChange={setType} />
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
    </FormDialog>
  );
}
