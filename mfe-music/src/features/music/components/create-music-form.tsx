import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCreateMusicTrack } from '@studio/api-client/music';
import { useUploadMusicAudio } from '@studio/api-client/uploads';
import { DEFAULT_MUSIC_STYLE, type MusicStyle, createMusicTrackSchema } from '@studio/contracts/music';
import { MUSIC_AUDIO_UPLOAD, checkUpload } from '@studio/contracts/uploads';
import { errorMessage } from '@studio/ui/error-message';
import { FileField } from '@studio/ui/file-field';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { useToast } from '@studio/ui/toast';
import { type FormEvent, useState } from 'react';
import { MusicStyleSelect } from './music-style-select';

/**
 * 'Create New Music Track': checked with the contract schema (and the audio with the upload rule),
 * created in the current project, then the audio chosen with 'Upload Audio', if any, is uploaded.
 */
export function CreateMusicForm({ projectId }: { projectId: number }) {
  const [name, setName] = useState('');
  const [style, setStyle] = useState<MusicStyle>(DEFAULT_MUSIC_STYLE);
  const [audio, setAudio] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const createMusicTrack = useCreateMusicTrack();
  const uploadAudio = useUploadMusicAudio();
  const toast = useToast();

  const chooseAudio = (file: File | null) => {
    setAudio(file);
    // Checked at once, so the message shows before the form is sent.
    setErrors((current) => ({ ...current, audio: (file && checkUpload(MUSIC_AUDIO_UPLOAD, file)) ?? undefined }));
  };

  const reset = () => {
    setName('');
    setStyle(DEFAULT_MUSIC_STYLE);
    setAudio(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validation = validateForm(createMusicTrackSchema, { name, style, projectId });
    const audioError = audio ? checkUpload(MUSIC_AUDIO_UPLOAD, audio) : null;
    if (!validation.success || audioError) {
      setErrors({ ...(!validation.success && validation.errors), ...(audioError && { audio: audioError }) });
      return;
    }
    setErrors({});
    createMusicTrack.mutate(validation.data, {
      onSuccess: (track) => {
        toast.success('Music track created', `${track.name} has been added to the project.`);
        if (!audio) return reset();
        uploadAudio.mutate(
          { musicId: track.id, file: audio },
          {
            // The track exists either way: failed audio can be uploaded again from its card.
            onSettled: reset,
            onError: (error) => toast.error('Failed to upload audio.', errorMessage(error)),
          },
        );
      },
      onError: () => toast.error('Error', 'Failed to create music track.'),
    });
  };
  const busy = createMusicTrack.isPending || uploadAudio.isPending;

  return (
    <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={submit} noValidate aria-labelledby="create-music-title">
      <Typography id="create-music-title" variant="h5" component="h2" gutterBottom>
        Create New Music Track
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Track Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <MusicStyleSelect value={style} onChange={setStyle} />
        <FileField
          label="Audio File"
          buttonLabel="Upload Audio"
          accept={MUSIC_AUDIO_UPLOAD.accept}
          file={audio}
          onChange={chooseAudio}
          error={errors.audio}
          helperText="Optional. Uploaded with the track: MP3, WAV, OGG, WebM, M4A or FLAC, at most 25 MB."
          disabled={busy}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Creating...' : 'Create Track'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
