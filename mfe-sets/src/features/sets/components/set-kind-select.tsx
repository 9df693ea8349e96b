import { SET_KIND_INFO, SET_KINDS, type SetKind } from '@studio/contracts/sets';
import { SelectField } from '@studio/ui/select-field';

/** The select's value for "read from the words" (no kind of place is named this). */
const FROM_WORDS = 'from-words';
type KindChoice = SetKind | typeof FROM_WORDS;

const KIND_OPTIONS = SET_KINDS.map((kind) => ({ value: kind, label: SET_KIND_INFO[kind].label }));

export interface SetKindSelectProps {
  /** The kind read from the set's words now (resolveSetKind without a picked kind). */
  readKind: SetKind;
  /** The kind the user picked, or null to build the one read from the words. */
  picked: SetKind | null;
  onChange: (picked: SetKind | null) => void;
}

/**
 * 'Set Kind': the kind of place the set will be built as. Its first choice follows the name and
 * description as they are typed; picking another kind keeps that one whatever the words say.
 */
export function SetKindSelect({ readKind, picked, onChange }: SetKindSelectProps) {
  const options = [{ value: FROM_WORDS as KindChoice, label: `${SET_KIND_INFO[readKind].label} (from its name)` }, ...KIND_OPTIONS];
  return <SelectField<KindChoice> label="Set Kind" value={picked ?? FROM_WORDS} options={options} onChange={(choice) => onChange(choice === FROM_WORDS ? null : choice)} />;
}
