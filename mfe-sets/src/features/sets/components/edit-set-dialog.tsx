import { useUpdateSet } from '@studio/api-client/sets';
import { resolveSetKind } from '@studio/contracts/set-kind-words';
import { DEFAULT_SET_TYPE, isSetKind, SET_TYPES, type SetKind, type SetType, type StudioSet, updateSetSchema } from '@studio/contracts/sets';
import { DescriptionField } from '@studio/ui/description-field';
import { SaveDialog } from '@studio/ui/form-dialog';
import { NameField } from '@studio/ui/name-field';
import { useEditForm } from '@studio/ui/use-save-form';
import { useState } from 'react';
import { SetKindSelect } from './set-kind-select';
import { SetTypeSelect } from './set-type-select';

const isSetType = (value: string): value is SetType => SET_TYPES.some((type) => type === value);

export interface EditSetDialogProps {
  set: StudioSet;
  onClose: () => void;
}

/** A set's kind counts as picked when its words alone would build another. */
function pickedKindOf(set: StudioSet): SetKind | null {
  const read = resolveSetKind({ name: set.name, description: set.description, type: isSetType(set.type) ? set.type : null });
  return isSetKind(set.kind) && set.kind !== read ? set.kind : null;
}

/** Edit a set's name, type, kind of place and description; saved with PUT and shown everywhere at once. */
export function EditSetDialog({ set, onClose }: EditSetDialogProps) {
  const [name, setName] = useState(set.name);
  const [type, setType] = useState<SetType>(isSetType(set.type) ? set.type : DEFAULT_SET_TYPE);
  const [description, setDescription] = useState(set.description ?? '');
  const [initialKind] = useState(() => pickedKindOf(set));
  const [kind, setKind] = useState<SetKind | null>(initialKind);
  const updateSet = useUpdateSet();
  const { errors, save } = useEditForm({
    schema: updateSetSchema,
    mutation: updateSet,
    id: set.id,
    noun: 'Set',
    onClose,
  });

  return (
    <SaveDialog title="Edit Set" busy={updateSet.isPending} onSubmit={() => save({ name, type, description, ...(kind === initialKind ? {} : { kind }) })} onClose={onClose}>
      <NameField label="Set Name" value={name} onChange={setName} error={errors.name} />
      <SetTypeSelect value={type} onChange={setType} />
      <SetKindSelect readKind={resolveSetKind({ name, description, type })} picked={kind} onChange={setKind} />
      <DescriptionField value={description} onChange={setDescription} error={errors.description} />
    </SaveDialog>
  );
}
