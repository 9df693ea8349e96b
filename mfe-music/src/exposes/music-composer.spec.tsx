import { buildMusicTrack, buildScene } from '@studio/contracts/testing/factories';
import { PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MusicComposer } from './music-composer';

const musicRoute = 'GET /api/projects/7/music';
const scenesRoute = 'GET /api/projects/7/scenes';

describe('MusicComposer', () => {
  it('shows its titles and two placeholder cards while the tracks load', () => {
    stubFetch({ [musicRoute]: PENDING, [scenesRoute]: PENDING });

    renderWithProviders(<MusicComposer projectId={7} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Music Composer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Music Tracks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scene Assignments' })).toBeInTheDocument();
    const tracks = screen.getByRole('status', { name: 'Loading Music tracks' });
    expect(within(tracks).getAllByTestId('skeleton')).toHaveLength(2);
  });

  it('shows both empty texts for a project without tracks or scenes', async () => {
    stubFetch({ [musicRoute]: reply([]), [scenesRoute]: reply([]) });

    renderWithProviders(<MusicComposer projectId={7} />);

    expect(await screen.findByText('No music tracks found. Create your first track above.')).toBeInTheDocument();
    expect(await screen.findByText('No scenes available for music assignment.')).toBeInTheDocument();
  });

  it('shows a player for tracks with audio and "No Audio Available" otherwise', async () => {
    stubFetch({
      [musicRoute]: reply([
        buildMusicTrack({ name: 'Neon Chase', style: 'synthwave', status: 'complete', filePath: '/media/music/neon.wav' }),
        buildMusicTrack({ name: 'Quiet Dawn', style: '80s-rock', status: 'pending', filePath: null }),
      ]),
      [scenesRoute]: reply([]),
    });

    renderWithProviders(<MusicComposer projectId={7} />);

    const neon = await screen.findByRole('article', { name: 'Neon Chase' });
    expect(within(neon).getByText('Style: Synthwave')).toBeInTheDocument();
    expect(within(neon).getByText('Status: complete')).toBeInTheDocument();
    expect(within(neon).getByRole('button', { name: 'Play Neon Chase' })).toBeInTheDocument();
    const dawn = screen.getByRole('article', { name: 'Quiet Dawn' });
    expect(within(dawn).getByText('Style: 80s Rock')).toBeInTheDocument();
    expect(within(dawn).getByText('No Audio Available')).toBeInTheDocument();
  });

  it('saves the track chosen for a scene and says so', async () => {
    const scene = buildScene({ id: 4, name: 'Harbour Chase', description: 'Boats at night', projectId: 7 });
    const track = buildMusicTrack({ id: 9, name: 'Neon Chase', projectId: 7 });
    const fetchStub = stubFetch({
      [musicRoute]: reply([track]),
      [scenesRoute]: reply([scene]),
      'PUT /api/scenes/4': reply({ ...scene, musicId: 9 }),
    });

    renderWithProviders(<MusicComposer projectId={7} />);

    const assignments = await screen.findByRole('list', { name: 'Scene Assignments' });
    expect(within(assignments).getByText('Boats at night')).toBeInTheDocument();
    await userEvent.click(within(assignments).getByRole('combobox', { name: 'Select music' }));
    await userEvent.click(screen.getByRole('option', { name: 'Neon Chase' }));

    await waitFor(() =>
      expect(fetchStub).toHaveBeenCalledWith('/api/scenes/4', expect.objectContaining({ method: 'PUT', body: '{"musicId":9}' })),
    );
    expect(await screen.findByText('Music assigned')).toBeInTheDocument();
    expect(screen.getByText('Neon Chase plays in Harbour Chase.')).toBeInTheDocument();
  });

  it('tells the server’s reason when the assignment fails', async () => {
    const scene = buildScene({ id: 4, name: 'Harbour Chase', projectId: 7 });
    const track = buildMusicTrack({ id: 9, name: 'Neon Chase', projectId: 7 });
    stubFetch({
      [musicRoute]: reply([track]),
      [scenesRoute]: reply([scene]),
      'PUT /api/scenes/4': reply({ statusCode: 404, message: 'Scene 4 not found', error: 'Not Found' }, 404),
    });

    renderWithProviders(<MusicComposer projectId={7} />);

    const assignments = await screen.findByRole('list', { name: 'Scene Assignments' });
    await userEvent.click(within(assignments).getByRole('combobox', { name: 'Select music' }));
    await userEvent.click(screen.getByRole('option', { name: 'Neon Chase' }));

    expect(await screen.findByText('Failed to assign music.')).toBeInTheDocument();
    expect(screen.getByText('Scene 4 not found')).toBeInTheDocument();
  });
});
