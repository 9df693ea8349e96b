import { Box, Typography } from '@mui/material';
import { useUploadMusicAudio } from '@studio/api-client/uploads';
import { type MusicTrack, musicStyleLabel } from '@studio/contracts/music';
import { MUSIC_AUDIO_UPLOAD, checkUpload } from '@studio/contracts/uploads';
import { AudioPlayer } from '@studio/ui/audio-player';
import type { EditDeleteActions } from '@studio/ui/edit-delete-buttons';
import { EntityCard } from '@studio/ui/entity-card';
import { errorMessage } from '@studio/ui/error-message';
import { FilePickerButton } from '@studio/ui/file-field';
import { useToast } from '@studio/ui/toast';

export interface MusicCardProps extends EditDeleteActions {
  track: MusicTrack;
}

/**
 * Name, 'Style: {style}', a player when the track has a file, otherwise 'No Audio Available',
 * status; 'Upload Audio' gives the track its audio or replaces it.
 */
export function MusicCard({ track, onEdit, onDelete }: MusicCardProps) {
  const uploadAudio = useUploadMusicAudio();
  const toast = useToast();

  const upload = (file: File) => {
    const problem = checkUpload(MUSIC_AUDIO_UPLOAD, file);
    if (problem) return toast.error('Failed to upload audio.', problem);
    uploadAudio.mutate(
      { musicId: track.id, file },
      {
        onSuccess: (saved) => toast.success('Audio uploaded', `${saved.name} now plays ${file.name}.`),
        onError: (error) => toast.error('Failed to upload audio.', errorMessage(error)),
      },
    );
  };

  return (
    <EntityCard title={track.name} lines={[`Style: ${musicStyleLabel(track.style)}`]} onEdit={onEdit} onDelete={onDelete}>
      {track.filePath ? (
        <AudioPlayer src={track.filePath} label={track.name} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          No Audio Available
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">{`Status: ${track.status}`}</Typography>
      <Box sx={{ mt: 1 }}>
        <FilePickerButton
          buttonLabel={uploadAudio.isPending ? 'Uploading...' : 'Upload Audio'}
          inputLabel={`Audio file for ${track.name}`}
          accept={MUSIC_AUDIO_UPLOAD.accept}
          onPick={upload}
          disabled={uploadAudio.isPending}
        />
      </Box>
    </EntityCard>
  );
}
