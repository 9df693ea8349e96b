import { TextField } from '@mui/material';
import { useCreateSet } from '@studio/api-client/sets';
import { DEFAULT_SET_TYPE, type SetType, createSetSchema } from '@studio/contracts/sets';
import { fieldErrorProps } from '@studio/ui/form-errors';
import { FormPanel } from '@studio/ui/form-panel';
import { useSaveForm } from '@studio/ui/use-save-form';
import { useState } from 'react';
import { SetTypeSelect } from './set-type-select';

/** 'Create New Set': checked with the contract schema, then created in the current project. */
export function CreateSetForm({ projectId }: { projectId: number }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<SetType>(DEFAULT_SET_TYPE);
  const createSet = useCreateSet();
  const { errors, save } = useSaveForm({
    schema: createSetSchema,
    mutation: createSet,
    variables: (input) => input,
    savedToast: (set) => ({ title: 'Set created', description: `${set.name} has been added to the project.` }),
    failureTitle: 'Error',
    failureDescription: 'Failed to create set.',
    onSaved: () => {
      setName('');
      setType(DEFAULT_SET_TYPE);
    },
  });

  return (
    <FormPanel
      title="Create New Set"
      submitLabel="Create Set"
      busyLabel="Creating..."
      busy={createSet.isPending}
      onSubmit={() => save({ name, type, projectId })}
    >
      <TextField label="Set Name" value={name} onChange={(event) => setName(event.target.value)} {...fieldErrorProps(errors.name)} />
      <SetTypeSelect value={type} onChange={setType} />
    </FormPanel>
  );
}
