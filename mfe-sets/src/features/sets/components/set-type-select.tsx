import { SET_TYPES, type SetType } from '@studio/contracts/sets';
import { SelectField, capitalizedOptions } from '@studio/ui/select-field';

const SET_TYPE_OPTIONS = capitalizedOptions(SET_TYPES);

/** 'Set Type' with the contract's set types. */
export function SetTypeSelect({ value, onChange }: { value: SetType; onChange: (type: SetType) => void }) {
  return <SelectField label="Set Type" value={value} options={SET_TYPE_OPTIONS} onChange={onChange} />;
}
