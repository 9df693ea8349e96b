import { buildSet } from '@studio/api-client/testing/factories';
import { PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
import { ProjectSets } from './project-sets';

const setsRoute = 'GET /api/projects/3/sets';

describe('ProjectSets', () => {
  it('shows two placeholders while loading', () => {
    stubFetch({ [setsRoute]: PENDING });

    renderWithProviders(<ProjectSets projectId={3} />);

    expect(screen.getAllByTestId('skeleton')).toHaveLength(2);
  });

  it('shows the project tab empty text', async () => {
    stubFetch({ [setsRoute]: reply([]) });

    renderWithProviders(<ProjectSets projectId={3} />);

    expect(await screen.findByText('No sets found in this project.')).toBeInTheDocument();
  });

  it('lists the sets and links Add to the builder', async () => {
    stubFetch({ [setsRoute]: reply([buildSet({ name: 'Old Farm', projectId: 3 })]) });

    renderWithProviders(<ProjectSets projectId={3} />);

    expect(await screen.findByRole('article', { name: 'Old Farm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Set' })).toHaveAttribute('href', '/set-builder');
  });
});
