import { buildMusicTrack } from '@studio/api-client/testing/factories';
import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { itShowsListLoadingAndEmpty } from '@studio/ui/testing/list-screen-states';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
import { ProjectMusic } from './project-music';

const musicRoute = 'GET /api/projects/3/music';

describe('ProjectMusic', () => {
  itShowsListLoadingAndEmpty({
    listRoute: musicRoute,
    renderScreen: () => <ProjectMusic projectId={3} />,
    placeholders: 2,
    emptyText: 'No music tracks found in this project.',
  });

  it('lists the tracks and links Add to the composer', async () => {
    stubFetch({ [musicRoute]: reply([buildMusicTrack({ name: 'Neon Chase', projectId: 3 })]) });

    renderWithProviders(<ProjectMusic projectId={3} />);

    expect(await screen.findByRole('article', { name: 'Neon Chase' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Music' })).toHaveAttribute('href', '/music-composer');
  });
});
