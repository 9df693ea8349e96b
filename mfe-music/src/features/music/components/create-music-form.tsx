import { useCreateMusicTrack } from '@studio/api-client/music';
import { useUploadMusicAudio } from '@studio/api-client/uploads';
import { DEFAULT_MUSIC_STYLE, type MusicStyle, createMusicTrackSchema } from '@studio/contracts/music';
import { MUSIC_AUDIO_UPLOAD } from '@studio/contracts/uploads';
import { FileField } from '@studio/ui/file-field';
import { FormPanel } from '@studio/ui/form-panel';
import { NameField } from '@studio/ui/name-field';
import { useCreateForm } from '@studio/ui/use-save-form';
import { useState } from 'react';
import { MusicStyleSelect } from './music-style-select';

/**
 * 'Create New Music Track': checked with the contract schema (and the audio with the upload rule),
 * created in the current project, then the audio chosen with 'Upload Audio', if any, is uploaded.
 */
export function CreateMusicForm({ projectId }: { projectId: number }) {
  const [name, setName] = useState('');
  const [style, setStyle] = useState<MusicStyle>(DEFAULT_MUSIC_STYLE);
  const createMusicTrack = useCreateMusicTrack();
  const uploadAudio = useUploadMusicAudio();
  const { errors, save, file, chooseFile } = useCreateForm({
    schema: createMusicTrackSchema,
    mutation: createMusicTrack,
    noun: 'Music track',
    upload: {
      rule: MUSIC_AUDIO_UPLOAD,
      field: 'audio',
      send: (track, audio, callbacks) => uploadAudio.mutate({ musicId: track.id, file: audio }, callbacks),
      failureTitle: 'Failed to upload audio.',
      // The track exists either way: failed audio can be uploaded again from its card.
      savedWithFile: false,
    },
    onSaved: () => {
      setName('');
      setStyle(DEFAULT_MUSIC_STYLE);
    },
  });
  const busy = createMusicTrack.isPending || uploadAudio.isPending;

  return (
    <FormPanel
      title="Create New Music Track"
      submitLabel="Create Track"
      busyLabel="Creating..."
      busy={busy}
      onSubmit={() => save({ name, style, projectId })}
    >
      <NameField label="Track Name" value={name} onChange={setName} error={errors.name} />
      <MusicStyleSelect value={style} onChange={setStyle} />
      <FileField
        label="Audio File"
        buttonLabel="Upload Audio"
        accept={MUSIC_AUDIO_UPLOAD.accept}
        file={file}
        onChange={chooseFile}
        error={errors.audio}
        helperText="Optional. Uploaded with the track: MP3, WAV, OGG, WebM, M4A or FLAC, at most 25 MB."
        disabled={busy}
      />
    </FormPanel>
  );
}
