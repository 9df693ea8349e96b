import { SelectField } from './select-field';

export interface RecordSelectFieldProps {
  label: string;
  /** The chosen record's id, or '' while none is. */
  value: number | '';
  /** The records to choose from, each shown by its name. */
  records: readonly { id: number; name: string }[];
  onChange: (id: number | '') => void;
  /** A first choice that leaves the field empty ('No set'). */
  noneLabel?: string;
  /** The contract's message for the field, shown under it. */
  error?: string;
}

/** A drop-down of a project's records (its sets, tracks, characters, scenes) by name, that picks one's id. */
export function RecordSelectField({ records, ...field }: RecordSelectFieldProps) {
  return <SelectField<number | ''> {...field} options={records.map((record) => ({ value: record.id, label: record.name }))} />;
}
