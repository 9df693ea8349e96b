import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCreateSet } from '@studio/api-client/sets';
import { DEFAULT_SET_TYPE, type SetType, createSetSchema } from '@studio/contracts/sets';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { useToast } from '@studio/ui/toast';
import { type FormEvent, useState } from 'react';
import { SetTypeSelect } from './set-type-select';

/** 'Create New Set': checked with the contract schema, then created in the current project. */
export function CreateSetForm({ projectId }: { projectId: number }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<SetType>(DEFAULT_SET_TYPE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const createSet = useCreateSet();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validation = validateForm(createSetSchema, { name, type, projectId });
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    createSet.mutate(validation.data, {
      onSuccess: (set) => {
        toast.success('Set created', `${set.name} has been added to the project.`);
        setName('');
        setType(DEFAULT_SET_TYPE);
      },
      onError: () => toast.error('Error', 'Failed to create set.'),
    });
  };

  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={submit} noValidate aria-labelledby="create-set-title">
      <Typography id="create-set-title" variant="h5" component="h2" gutterBottom>
        Create New Set
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Set Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <SetTypeSelect value={type} onChange={setType} />
        <Box>
          <Button type="submit" variant="contained" disabled={createSet.isPending}>
            {createSet.isPending ? 'Creating...' : 'Create Set'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
