import { MUSIC_STYLES, type MusicStyle } from '@studio/contracts/music';
import { SelectField } from '@studio/ui/select-field';

/** 'Music Style' with the contract's styles (value and label). */
export function MusicStyleSelect({ value, onChange }: { value: MusicStyle; onChange: (style: MusicStyle) => void }) {
  return <SelectField label="Music Style" value={value} options={MUSIC_STYLES} onChange={onChange} />;
}
