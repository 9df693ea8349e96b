import { buildSet } from '@studio/contracts/testing/factories';
import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { mountModelScene } from '@studio/ui/model-viewer-scene';
import { itShowsListLoadingAndEmpty } from '@studio/ui/testing/list-screen-states';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { SetBuilder } from './set-builder';

// jsdom has no WebGL: the three.js side of the model viewer is replaced at its module boundary.
jest.mock('@studio/ui/model-viewer-scene', () => ({ mountModelScene: jest.fn() }));

const setsRoute = 'GET /api/projects/7/sets';

describe('SetBuilder', () => {
  itShowsListLoadingAndEmpty({
    listRoute: setsRoute,
    renderScreen: () => <SetBuilder projectId={7} />,
    placeholders: 2,
    emptyText: 'No sets found. Create your first set above.',
    headings: { pageTitle: 'Set Builder', listTitle: 'Project Sets' },
  });

  it('lists the sets with status and scene availability', async () => {
    stubFetch({
      [setsRoute]: reply([
        buildSet({ name: 'Old Farm', projectId: 7, status: 'complete', scenePath: '/media/sets/farm.glb' }),
        buildSet({ name: 'Back Street', projectId: 7, type: 'street', status: 'pending' }),
      ]),
    });

    jest.mocked(mountModelScene).mockResolvedValue({ dispose: jest.fn() });
    renderWithProviders(<SetBuilder projectId={7} />);

    const farm = await screen.findByRole('article', { name: 'Old Farm' });
    expect(within(farm).getByText('Status: complete')).toBeInTheDocument();
    expect(within(farm).getByText('Scene Available')).toBeInTheDocument();
    expect(within(farm).getByRole('button', { name: 'Open 3D viewer for Old Farm' })).toBeInTheDocument();
    await waitFor(() => expect(mountModelScene).toHaveBeenCalledWith(expect.any(HTMLElement), '/media/sets/farm.glb', expect.anything()));
    const street = screen.getByRole('article', { name: 'Back Street' });
    expect(within(street).getByText('Type: street')).toBeInTheDocument();
    expect(within(street).getByText('No Scene')).toBeInTheDocument();
    expect(within(street).queryByRole('img', { name: /3D model/ })).not.toBeInTheDocument();
    expect(mountModelScene).toHaveBeenCalledTimes(1);
  });
});
