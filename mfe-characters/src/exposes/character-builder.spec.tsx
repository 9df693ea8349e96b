import { buildCharacter } from '@studio/contracts/testing/factories';
import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { mountModelScene } from '@studio/ui/model-viewer-scene';
import { itShowsListLoadingAndEmpty } from '@studio/ui/testing/list-screen-states';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { CharacterBuilder } from './character-builder';

// jsdom has no WebGL: the three.js side of the model viewer is replaced at its module boundary.
jest.mock('@studio/ui/model-viewer-scene', () => ({ mountModelScene: jest.fn() }));

const charactersRoute = 'GET /api/projects/7/characters';

describe('CharacterBuilder', () => {
  itShowsListLoadingAndEmpty({
    listRoute: charactersRoute,
    renderScreen: () => <CharacterBuilder projectId={7} />,
    placeholders: 3,
    emptyText: 'No characters found. Create your first character above.',
    headings: { pageTitle: 'Character Builder', listTitle: 'Project Characters' },
  });

  it('lists the project characters with status and model availability', async () => {
    stubFetch({
      [charactersRoute]: reply([
        buildCharacter({ name: 'Rex', projectId: 7, status: 'complete', modelPath: '/media/models/rex.glb' }),
        buildCharacter({ name: 'Mona', projectId: 7, status: 'pending', modelPath: null }),
      ]),
    });

    jest.mocked(mountModelScene).mockResolvedValue({ dispose: jest.fn() });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    const rex = await screen.findByRole('article', { name: 'Rex' });
    expect(within(rex).getByText('Status: complete')).toBeInTheDocument();
    expect(within(rex).getByText('3D Model Available')).toBeInTheDocument();
    expect(await within(rex).findByRole('img', { name: '3D model of Rex' })).toBeInTheDocument();
    expect(within(rex).getByRole('button', { name: 'Open 3D viewer for Rex' })).toBeInTheDocument();
    await waitFor(() => expect(mountModelScene).toHaveBeenCalledWith(expect.any(HTMLElement), '/media/models/rex.glb', expect.anything()));
    const mona = screen.getByRole('article', { name: 'Mona' });
    expect(within(mona).getByText('Status: pending')).toBeInTheDocument();
    expect(within(mona).getByText('No 3D Model')).toBeInTheDocument();
    expect(within(mona).queryByRole('img', { name: /3D model/ })).not.toBeInTheDocument();
    expect(mountModelScene).toHaveBeenCalledTimes(1);
  });

  it('shows the API error when the characters cannot be loaded', async () => {
    stubFetch({ [charactersRoute]: { status: 500, statusText: 'Internal Server Error' } });

    renderWithProviders(<CharacterBuilder projectId={7} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('500: Internal Server Error');
  });
});
