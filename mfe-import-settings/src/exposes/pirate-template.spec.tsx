import { buildServiceStatus } from '@studio/contracts/testing/factories';
import { type FetchStub, jsonBodiesSentTo, reply, requestedRoutes, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fullRedirect } from '../shared/full-redirect';
import { PirateTemplate } from './pirate-template';

/** The wizard, once it has read the pirate preferences. */
const renderScreen = async () => {
  renderWithProviders(
    <Routes>
      <Route path="/pirate-template" element={<PirateTemplate projectId={1} />} />
      <Route path="/projects/:id" element={<p>Project page</p>} />
    </Routes>,
    { route: '/pirate-template' },
  );
  await screen.findByRole('tab', { name: 'Project Basics' });
};

const fillBasics = async () => {
  await userEvent.click(screen.getByRole('textbox', { name: 'Project Name' }));
  await userEvent.paste('Black Flag');
  await userEvent.click(screen.getByRole('textbox', { name: 'Description' }));
  await userEvent.paste('Pirates hunt a cursed treasure.');
};

const requests = (fetchStub: FetchStub) =>
  requestedRoutes(fetchStub).filter((route) => route !== 'GET /api/status' && route !== 'GET /api/settings/pirate-preferences');

describe('PirateTemplate', () => {
  it('shows the wizard tabs, service dots and quick links', async () => {
    stubFetch({ 'GET /api/status': reply(buildServiceStatus({ elevenlabs: true })) });
    await renderScreen();

    expect(screen.getByRole('heading', { level: 1, name: 'Pirate Template' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Project Basics',
      'Characters',
      'Locations',
      'Advanced',
    ]);
    expect(await screen.findByRole('img', { name: 'Voice AI: Connected' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3D Model AI: Not connected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voiceover' })).toHaveAttribute('href', '/voiceover');
    expect(screen.getByRole('link', { name: 'Set Builder' })).toHaveAttribute('href', '/set-builder');
    expect(screen.getByRole('link', { name: 'Music Composer' })).toHaveAttribute('href', '/music-composer');
  });

  it('preselects two crew members and two locations', async () => {
    stubFetch({ 'GET /api/status': reply(buildServiceStatus()) });
    await renderScreen();

    await userEvent.click(screen.getByRole('tab', { name: 'Characters' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(screen.getByRole('tab', { name: 'Locations' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
  });

  it('shows the spec messages for a bad name and description and creates nothing', async () => {
    const fetchStub = stubFetch({ 'GET /api/status': reply(buildServiceStatus()) });
    await renderScreen();

    await userEvent.type(screen.getByRole('textbox', { name: 'Project Name' }), 'B');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Pirate Project' }));

    expect(screen.getByText('Project name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    expect(requests(fetchStub)).toEqual([]);
  });

  it('sends the whole project as one blueprint, then loads the new project page', async () => {
    const redirect = jest.spyOn(fullRedirect, 'to').mockImplementation(() => {});
    const fetchStub = stubFetch({
      'GET /api/status': reply(buildServiceStatus()),
      'POST /api/projects/blueprint': reply({ projectId: 9, counts: { characters: 2, sets: 2, music: 1, voiceLines: 2, scenes: 1 } }, 201),
    });
    await renderScreen();

    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create Pirate Project' }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/projects/9'));
    expect(requests(fetchStub)).toEqual(['POST /api/projects/blueprint']);
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/projects/blueprint')).toEqual([
      {
        project: { name: 'Black Flag', description: 'Pirates hunt a cursed treasure.' },
        characters: [
          { name: 'Captain Redbeard', description: expect.any(String), isPirate: true },
          { name: 'First Mate Anne', description: expect.any(String), isPirate: true },
        ],
        sets: [
          { name: 'Skull Island', description: expect.any(String), type: 'farm', oceanType: 'choppy' },
          { name: 'The Black Pearl Deck', description: expect.any(String), type: 'street', oceanType: 'choppy' },
        ],
        music: [{ name: 'Pirate Overture', description: expect.any(String), mood: 'adventurous', style: 'orchestral' }],
        scenes: [
          {
            name: 'Opening Scene',
            description: 'The crew sets sail on choppy seas (pirate intensity 3 of 5).',
            set: 'Skull Island',
            music: 'Pirate Overture',
            characters: ['Captain Redbeard', 'First Mate Anne'],
            voiceLines: [
              { character: 'Captain Redbeard', text: 'Ahoy, me hearties! Hoist the sails, we leave with the tide. Arr!' },
              { character: 'First Mate Anne', text: 'Ahoy, me hearties! The wind is fair and the course is set. Arr!' },
            ],
          },
        ],
      },
    ]);
    redirect.mockRestore();
  });

  it("says 'Shiver me timbers!' with the server's reason when the project cannot be made", async () => {
    const redirect = jest.spyOn(fullRedirect, 'to').mockImplementation(() => {});
    const fetchStub = stubFetch({
      'GET /api/status': reply(buildServiceStatus()),
      'POST /api/projects/blueprint': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    await renderScreen();

    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create Pirate Project' }));

    expect(await screen.findByText('Shiver me timbers! Failed to create pirate project')).toBeInTheDocument();
    expect(requests(fetchStub)).toEqual(['POST /api/projects/blueprint']);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Pirate Project' })).toBeEnabled();
    redirect.mockRestore();
  });

  it('starts from the pirate preferences: canon names for the crew, the default sea, the dialect in the lines', async () => {
    const redirect = jest.spyOn(fullRedirect, 'to').mockImplementation(() => {});
    const fetchStub = stubFetch({
      'GET /api/status': reply(buildServiceStatus()),
      'GET /api/settings/pirate-preferences': reply({ dialectIntensity: 'blackbeard', canonNames: ['Anne Bonny', 'Calico Jack'], defaultSeaConditions: 'stormy' }),
      'POST /api/projects/blueprint': reply({ projectId: 9, counts: { characters: 2, sets: 2, music: 1, voiceLines: 2, scenes: 1 } }, 201),
    });
    await renderScreen();

    expect(await screen.findByRole('combobox', { name: 'Ocean Type' })).toHaveTextContent('Stormy');
    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create Pirate Project' }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/projects/9'));
    const [blueprint] = jsonBodiesSentTo(fetchStub, 'POST /api/projects/blueprint') as Array<{
      characters: { name: string }[];
      sets: { oceanType: string }[];
      scenes: { voiceLines: { character: string; text: string }[] }[];
    }>;
    expect(blueprint.characters.map((character) => character.name)).toEqual(['Anne Bonny', 'Calico Jack']);
    expect(blueprint.sets.map((set) => set.oceanType)).toEqual(['stormy', 'stormy']);
    // Intensity 3 made two steps stronger by the blackbeard dialect: the strongest speech.
    expect(blueprint.scenes[0].voiceLines[0]).toEqual({
      character: 'Anne Bonny',
      text: 'Shiver me timbers, ye bilge rats! Hoist the sails, we leave with the tide. Yo ho ho, or feed the fishes, arr!',
    });
    redirect.mockRestore();
  });
});
