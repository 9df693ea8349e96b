import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MUSIC_AUDIO_UPLOAD, REFERENCE_IMAGE_UPLOAD, type UploadRule } from '@studio/contracts/uploads';
import { callApi } from './http';
import { invalidateAll } from './invalidate';
import { queryKeys } from './query-keys';

/** One file in the rule's multipart field; the browser sets the Content-Type with its boundary. */
const formWith = (rule: UploadRule, file: Blob): FormData => {
  const form = new FormData();
  form.append(rule.field, file);
  return form;
};

/**
 * POST /api/characters/:id/reference-image: stores the image (PNG, JPEG, WebP or GIF, at most 5 MB)
 * and answers the character with its new referenceImagePath (a /media URL). Check the file first
 * with `checkUpload(REFERENCE_IMAGE_UPLOAD, file)` from @studio/contracts/uploads for the same messages.
 */
export const uploadCharacterReferenceImage = (characterId: number, file: Blob) =>
  callApi('uploadCharacterReferenceImage', { params: { id: characterId }, form: formWith(REFERENCE_IMAGE_UPLOAD, file) });

export const useUploadCharacterReferenceImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ characterId, file }: { characterId: number; file: Blob }) =>
      uploadCharacterReferenceImage(characterId, file),
    onSuccess: (character) =>
      invalidateAll(queryClient, [queryKeys.characters(character.projectId), queryKeys.overview(character.projectId)]),
  });
};

/**
 * POST /api/music/:id/audio: stores the audio (MP3, WAV, OGG, WebM, M4A or FLAC, at most 25 MB) and
 * answers the track with its filePath (a /media URL) and status 'complete'. Check the file first
 * with `checkUpload(MUSIC_AUDIO_UPLOAD, file)` from @studio/contracts/uploads.
 */
export const uploadMusicAudio = (musicId: number, file: Blob) =>
  callApi('uploadMusicAudio', { params: { id: musicId }, form: formWith(MUSIC_AUDIO_UPLOAD, file) });

export const useUploadMusicAudio = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ musicId, file }: { musicId: number; file: Blob }) => uploadMusicAudio(musicId, file),
    onSuccess: (track) => invalidateAll(queryClient, [queryKeys.music(track.projectId), queryKeys.overview(track.projectId)]),
  });
};
