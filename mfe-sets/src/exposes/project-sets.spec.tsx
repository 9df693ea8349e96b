import { buildSet } from '@studio/api-client/testing/factories';
import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { itShowsListLoadingAndEmpty } from '@studio/ui/testing/list-screen-states';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
import { ProjectSets } from './project-sets';

const setsRoute = 'GET /api/projects/3/sets';

describe('ProjectSets', () => {
  itShowsListLoadingAndEmpty({
    listRoute: setsRoute,
    renderScreen: () => <ProjectSets projectId={3} />,
    placeholders: 2,
    emptyText: 'No sets found in this project.',
  });

  it('lists the sets and links Add to the builder', async () => {
    stubFetch({ [setsRoute]: reply([buildSet({ name: 'Old Farm', projectId: 3 })]) });

    renderWithProviders(<ProjectSets projectId={3} />);

    expect(await screen.findByRole('article', { name: 'Old Farm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Set' })).toHaveAttribute('href', '/set-builder');
  });
});
