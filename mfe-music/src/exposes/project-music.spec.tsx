import { buildMusicTrack } from '@studio/api-client/testing/factories';
import { PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
import { ProjectMusic } from './project-music';

const musicRoute = 'GET /api/projects/3/music';

describe('ProjectMusic', () => {
  it('shows two placeholders while loading', () => {
    stubFetch({ [musicRoute]: PENDING });

    renderWithProviders(<ProjectMusic projectId={3} />);

    expect(screen.getAllByTestId('skeleton')).toHaveLength(2);
  });

  it('shows the project tab empty text', async () => {
    stubFetch({ [musicRoute]: reply([]) });

    renderWithProviders(<ProjectMusic projectId={3} />);

    expect(await screen.findByText('No music tracks found in this project.')).toBeInTheDocument();
  });

  it('lists the tracks and links Add to the composer', async () => {
    stubFetch({ [musicRoute]: reply([buildMusicTrack({ name: 'Neon Chase', projectId: 3 })]) });

    renderWithProviders(<ProjectMusic projectId={3} />);

    expect(await screen.findByRole('article', { name: 'Neon Chase' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Music' })).toHaveAttribute('href', '/music-composer');
  });
});
