import { buildMusicTrack } from '@studio/contracts/testing/factories';
import { callsTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { itSaysWhenTheFileIsTooLarge, itUploadsTheChosenFileAfterCreate } from '@studio/ui/testing/builder-form-tests';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MusicComposer } from './music-composer';

const musicRoute = 'GET /api/projects/7/music';
const scenesRoute = 'GET /api/projects/7/scenes';
const MB = 1024 * 1024;

/** A file of `size` bytes that starts as a WAV file does ('RIFF', a size, 'WAVE'). */
const audioFile = ({ name = 'shanty.wav', type = 'audio/wav', size = 64 } = {}) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'RIFF\0\0\0\0WAVE'].map((character) => character.charCodeAt(0)).slice(0, size));
  return new File([bytes], name, { type });
};

/** The file sent in the multipart field `file` of one upload call. */
const uploadedFile = ([, init]: Parameters<typeof fetch>) => (init?.body as FormData).get('file');

describe('MusicComposer audio uploads', () => {
  it('says under the field when the audio format is not accepted, and sends nothing', async () => {
    const fetchStub = stubFetch({ [musicRoute]: reply([]), [scenesRoute]: reply([]) });
    renderWithProviders(<MusicComposer projectId={7} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Track Name' }), 'Sea Shanty');
    await userEvent.upload(screen.getByLabelText('Audio File'), audioFile({ name: 'shanty.aiff', type: 'audio/aiff' }));

    expect(screen.getByText('Audio file must be MP3, WAV, OGG, WebM, M4A or FLAC audio.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Track' }));
    expect(callsTo(fetchStub, 'POST /api/music')).toHaveLength(0);
  });

  itSaysWhenTheFileIsTooLarge({
    renderScreen: () => <MusicComposer projectId={7} />,
    listRoute: musicRoute,
    otherRoutes: { [scenesRoute]: reply([]) },
    fileField: 'Audio File',
    file: () => audioFile({ size: 25 * MB + 1 }),
    message: 'Audio file must be at most 25 MB.',
  });

  itUploadsTheChosenFileAfterCreate({
    renderScreen: () => <MusicComposer projectId={7} />,
    listRoute: musicRoute,
    otherRoutes: { [scenesRoute]: reply([]) },
    nameField: 'Track Name',
    name: 'Sea Shanty',
    submit: 'Create Track',
    createRoute: 'POST /api/music',
    created: buildMusicTrack({ id: 11, name: 'Sea Shanty', projectId: 7 }),
    uploadRoute: 'POST /api/music/11/audio',
    fileField: 'Audio File',
    file: () => audioFile(),
    createdTitle: 'Music track created',
  });

  it("shows the server's reason as an error toast when the upload is refused", async () => {
    stubFetch({
      [musicRoute]: reply([]),
      [scenesRoute]: reply([]),
      'POST /api/music': reply(buildMusicTrack({ id: 11, name: 'Sea Shanty', projectId: 7 })),
      'POST /api/music/11/audio': reply({ statusCode: 413, message: 'Audio file must be at most 25 MB.' }, 413),
    });
    renderWithProviders(<MusicComposer projectId={7} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Track Name' }), 'Sea Shanty');
    await userEvent.upload(screen.getByLabelText('Audio File'), audioFile());
    await userEvent.click(screen.getByRole('button', { name: 'Create Track' }));

    expect(await screen.findByText('Failed to upload audio.')).toBeInTheDocument();
    expect(screen.getByText('Audio file must be at most 25 MB.')).toBeInTheDocument();
    expect(await screen.findByText('No file chosen')).toBeInTheDocument();
  });

  it("uploads a card's new audio at once and refreshes the list", async () => {
    const quiet = buildMusicTrack({ id: 12, name: 'Quiet Dawn', projectId: 7, filePath: null });
    const fetchStub = stubFetch({
      [musicRoute]: reply([quiet]),
      [scenesRoute]: reply([]),
      'POST /api/music/12/audio': reply({ ...quiet, filePath: '/media/music/12/audio-1.wav', status: 'complete' }),
    });
    renderWithProviders(<MusicComposer projectId={7} />);
    const card = await screen.findByRole('article', { name: 'Quiet Dawn' });
    expect(within(card).getByText('No Audio Available')).toBeInTheDocument();
    const audio = audioFile({ name: 'dawn.mp3', type: 'audio/mpeg' });

    await userEvent.upload(within(card).getByLabelText('Audio file for Quiet Dawn'), audio);

    expect(await screen.findByText('Audio uploaded')).toBeInTheDocument();
    const uploads = callsTo(fetchStub, 'POST /api/music/12/audio');
    expect(uploads).toHaveLength(1);
    expect(uploadedFile(uploads[0])).toBe(audio);
    await waitFor(() => expect(callsTo(fetchStub, musicRoute)).toHaveLength(2));
  });

  it("refuses a card's audio of the wrong format without calling the server", async () => {
    const quiet = buildMusicTrack({ id: 12, name: 'Quiet Dawn', projectId: 7, filePath: null });
    const fetchStub = stubFetch({ [musicRoute]: reply([quiet]), [scenesRoute]: reply([]) });
    renderWithProviders(<MusicComposer projectId={7} />);
    const card = await screen.findByRole('article', { name: 'Quiet Dawn' });

    await userEvent.upload(within(card).getByLabelText('Audio file for Quiet Dawn'), audioFile({ name: 'dawn.mid', type: 'audio/midi' }));

    expect(await screen.findByText('Failed to upload audio.')).toBeInTheDocument();
    expect(screen.getByText('Audio file must be MP3, WAV, OGG, WebM, M4A or FLAC audio.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/music/12/audio')).toHaveLength(0);
  });

  it('enables Play only for a track with a file', async () => {
    stubFetch({
      [musicRoute]: reply([buildMusicTrack({ name: 'Neon Chase', projectId: 7, filePath: '/media/music/1/audio-1.wav' })]),
      [scenesRoute]: reply([]),
    });
    renderWithProviders(<MusicComposer projectId={7} />);

    const neon = await screen.findByRole('article', { name: 'Neon Chase' });
    expect(within(neon).getByRole('button', { name: 'Play Neon Chase' })).toBeEnabled();
    expect(within(neon).getByRole('progressbar', { name: 'Neon Chase progress' })).toBeInTheDocument();
  });
});
