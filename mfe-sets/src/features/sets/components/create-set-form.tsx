import { useCreateSet } from '@studio/api-client/sets';
import { resolveSetKind } from '@studio/contracts/set-kind-words';
import { DEFAULT_SET_TYPE, type SetKind, type SetType, createSetSchema } from '@studio/contracts/sets';
import { FormPanel } from '@studio/ui/form-panel';
import { NameField } from '@studio/ui/name-field';
import { useCreateForm } from '@studio/ui/use-save-form';
import { useState } from 'react';
import { SetKindSelect } from './set-kind-select';
import { SetTypeSelect } from './set-type-select';

/** 'Create New Set': checked with the contract schema, then created in the current project, as the kind of place shown. */
export function CreateSetForm({ projectId }: { projectId: number }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<SetType>(DEFAULT_SET_TYPE);
  const [kind, setKind] = useState<SetKind | null>(null);
  const createSet = useCreateSet();
  const { errors, save } = useCreateForm({
    schema: createSetSchema,
    mutation: createSet,
    noun: 'Set',
    onSaved: () => {
      setName('');
      setType(DEFAULT_SET_TYPE);
      setKind(null);
    },
  });

  return (
    <FormPanel
      title="Create New Set"
      submitLabel="Create Set"
      busyLabel="Creating..."
      busy={createSet.isPending}
      onSubmit={() => save({ name, type, projectId, kind })}
    >
      <NameField label="Set Name" value={name} onChange={setName} error={errors.name} />
      <SetTypeSelect value={type} onChange={setType} />
      <SetKindSelect readKind={resolveSetKind({ name, type })} picked={kind} onChange={setKind} />
    </FormPanel>
  );
}
