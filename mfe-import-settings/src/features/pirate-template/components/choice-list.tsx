import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';

export interface ChoiceListProps {
  label: string;
  options: readonly { name: string; description: string }[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** Checkboxes over a fixed list, keeping the list's order in what is selected. */
export function ChoiceList({ label, options, selected, onChange }: ChoiceListProps) {
  const toggle = (name: string, checked: boolean) =>
    onChange(options.map((option) => option.name).filter((option) => (option === name ? checked : selected.includes(option))));
  return (
    <FormGroup aria-label={label}>
      {options.map((option) => (
        <FormControlLabel
          key={option.name}
          label={`${option.name}: ${option.description}`}
          control={<Checkbox checked={selected.includes(option.name)} onChange={(event) => toggle(option.name, event.target.checked)} />}
        />
      ))}
    </FormGroup>
  );
}
