import { TextField } from '@mui/material';
import { useUpdateMusicTrack } from '@studio/api-client/music';
import {
  DEFAULT_MUSIC_STYLE,
  MUSIC_STYLE_VALUES,
  type MusicStyle,
  type MusicTrack,
  updateMusicTrackSchema,
} from '@studio/contracts/music';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { FormDialog } from '@studio/ui/form-dialog';
import { useToast } from '@studio/ui/toast';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const updateMusicTrack = useUpdateMusicTrack();
  const toast = useToast();

  const save = () => {
    const validation = validateForm(updateMusicTrackSchema, { name, style, description });
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    updateMusicTrack.mutate(
      { id: track.id, changes: validation.data },
      {
        onSuccess: (saved) => {
          toast.success('Music track updated', `${saved.name} has been saved.`);
          onClose();
        },
        onError: (error) => toast.error('Failed to update music track.', error.message),
      },
    );
  };

  return (
    <FormDialog
      open
      title="Edit Music Track"
      submitLabel="Save"
      busyLabel="Saving..."
      busy={updateMusicTrack.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="Track Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <MusicStyleSelect value={style} onChange={setStyle} />
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
    </FormDialog>
  );
}
