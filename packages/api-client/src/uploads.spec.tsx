import { act, renderHook } from '@testing-library/react';
import { ApiError } from './http';
import { queryKeys } from './query-keys';
import { buildCharacter, buildMusicTrack } from '@studio/contracts/testing/factories';
import { callsTo, reply, stubFetch } from './testing/fetch-stub';
import { isStale, withQueryClient } from './testing/query-wrapper';
import { uploadCharacterReferenceImage, useUploadCharacterReferenceImage, useUploadMusicAudio } from './uploads';

const imageFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });

describe('upload calls', () => {
  it('sends the file as multipart field "file" with the session and no hand-set Content-Type', async () => {
    const character = buildCharacter({ id: 3, referenceImagePath: '/media/characters/3/reference-ab.png' });
    const fetchStub = stubFetch({ 'POST /api/characters/3/reference-image': reply(character) });
    const file = imageFile();

    await expect(uploadCharacterReferenceImage(3, file)).resolves.toEqual(character);

    const [[, init]] = callsTo(fetchStub, 'POST /api/characters/3/reference-image');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((init?.body as FormData).get('file') as File).name).toBe('face.png');
  });

  it('fails with the server\'s status and body', async () => {
    const body = { statusCode: 413, message: 'Reference image must be at most 5 MB.', error: 'Payload Too Large' };
    stubFetch({ 'POST /api/characters/3/reference-image': reply(body, 413) });

    const failure = uploadCharacterReferenceImage(3, imageFile());

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(`413: ${JSON.stringify(body)}`);
  });

  it('after a reference image upload refreshes that project\'s characters and overview', async () => {
    stubFetch({ 'POST /api/characters/3/reference-image': reply(buildCharacter({ id: 3, projectId: 2 })) });
    const { queryClient, wrapper } = withQueryClient();
    for (const key of [queryKeys.characters(2), queryKeys.overview(2), queryKeys.characters(9)]) queryClient.setQueryData(key, []);

    const { result } = renderHook(() => useUploadCharacterReferenceImage(), { wrapper });
    await act(() => result.current.mutateAsync({ characterId: 3, file: imageFile() }));

    expect(isStale(queryClient, queryKeys.characters(2))).toBe(true);
    expect(isStale(queryClient, queryKeys.overview(2))).toBe(true);
    expect(isStale(queryClient, queryKeys.characters(9))).toBe(false);
  });

  it('after an audio upload refreshes that project\'s music and overview', async () => {
    const track = buildMusicTrack({ id: 5, projectId: 2, status: 'complete', filePath: '/media/music/5/audio-ab.wav' });
    const fetchStub = stubFetch({ 'POST /api/music/5/audio': reply(track) });
    const { queryClient, wrapper } = withQueryClient();
    for (const key of [queryKeys.music(2), queryKeys.overview(2)]) queryClient.setQueryData(key, []);

    const { result } = renderHook(() => useUploadMusicAudio(), { wrapper });
    const audio = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'theme.wav', { type: 'audio/wav' });
    const uploaded = await act(() => result.current.mutateAsync({ musicId: 5, file: audio }));

    expect(uploaded).toEqual(track);

    expect(callsTo(fetchStub, 'POST /api/music/5/audio')).toHaveLength(1);
    expect(isStale(queryClient, queryKeys.music(2))).toBe(true);
    expect(isStale(queryClient, queryKeys.overview(2))).toBe(true);
  });
});
