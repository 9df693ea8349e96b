import { useUpdateMusicTrack } from '@studio/api-client/music';
import { DEFAULT_MUSIC_STYLE, MUSIC_STYLE_VALUES, type MusicStyle, type MusicTrack, updateMusicTrackSchema } from '@studio/contracts/music';
import { DescriptionField } from '@studio/ui/description-field';
import { SaveDialog } from '@studio/ui/form-dialog';
import { NameField } from '@studio/ui/name-field';
import { useEditForm } from '@studio/ui/use-save-form';
import { useState } from 'react';
import { MusicStyleSelect } from './music-style-select';

const isMusicStyle = (value: string): value is MusicStyle => MUSIC_STYLE_VALUES.some((style) => style === value);

export interface EditMusicDialogProps {
  track: MusicTrack;
  onClose: () => void;
}

/** Edit a track's name, style and description; saved with PUT and shown everywhere at once. */
export function EditMusicDialog({ track, onClose }: EditMusicDialogProps) {
  const [name, setName] = useState(track.name);
  const [style, setStyle] = useState<MusicStyle>(isMusicStyle(track.style) ? track.style : DEFAULT_MUSIC_STYLE);
  const [description, setDescription] = useState(track.description ?? '');
  const updateMusicTrack = useUpdateMusicTrack();
  const { errors, save } = useEditForm({
    schema: updateMusicTrackSchema,
    mutation: updateMusicTrack,
    id: track.id,
    noun: 'Music track',
    onClose,
  });

  return (
    <SaveDialog title="Edit Music Track" busy={updateMusicTrack.isPending} onSubmit={() => save({ name, style, description })} onClose={onClose}>
      <NameField label="Track Name" value={name} onChange={setName} error={errors.name} />
      <MusicStyleSelect value={style} onChange={setStyle} />
      <DescriptionField value={description} onChange={setDescription} error={errors.description} />
    </SaveDialog>
  );
}
