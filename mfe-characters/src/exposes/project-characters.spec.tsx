import { buildCharacter } from '@studio/contracts/testing/factories';
import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { mountModelScene } from '@studio/ui/model-viewer-scene';
import { describeProjectTab } from '@studio/ui/testing/list-screen-states';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectCharacters } from './project-characters';

// jsdom has no WebGL: the three.js side of the model viewer is replaced at its module boundary.
jest.mock('@studio/ui/model-viewer-scene', () => ({ mountModelScene: jest.fn() }));

const charactersRoute = 'GET /api/projects/3/characters';

describeProjectTab(
  ProjectCharacters,
  {
    list: 'characters',
    states: { placeholders: 3, emptyText: 'No characters found in this project.' },
    item: buildCharacter({ name: 'Rex', projectId: 3 }),
    addLink: { name: 'Add Character', href: '/character-builder' },
  },
  () => {
    it('shows no 3D viewer for a character without a model', async () => {
      stubFetch({ [charactersRoute]: reply([buildCharacter({ name: 'Rex', projectId: 3 })]) });

      renderWithProviders(<ProjectCharacters projectId={3} />);

      expect(await screen.findByRole('article', { name: 'Rex' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: '3D model of Rex' })).not.toBeInTheDocument();
    });

    it('shows a character with a model in a 3D viewer that opens larger on click', async () => {
      jest.mocked(mountModelScene).mockResolvedValue({ dispose: jest.fn() });
      stubFetch({ [charactersRoute]: reply([buildCharacter({ name: 'Rex', projectId: 3, modelPath: '/media/models/rex.glb' })]) });

      renderWithProviders(<ProjectCharacters projectId={3} />);

      const rex = await screen.findByRole('article', { name: 'Rex' });
      expect(await within(rex).findByRole('img', { name: '3D model of Rex' })).toBeInTheDocument();
      await userEvent.click(within(rex).getByRole('button', { name: 'Open 3D viewer for Rex' }));
      const dialog = await screen.findByRole('dialog', { name: '3D Model: Rex' });
      expect(within(dialog).getByRole('img', { name: '3D model of Rex' })).toBeInTheDocument();
    });
  },
);
