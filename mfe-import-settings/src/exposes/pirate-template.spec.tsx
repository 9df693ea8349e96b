import {
  buildCharacter,
  buildMusicTrack,
  buildProject,
  buildScene,
  buildServiceStatus,
  buildSet,
} from '@studio/api-client/testing/factories';
import { type FetchStub, reply, requestedRoutes, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PirateTemplate } from './pirate-template';

const renderScreen = () =>
  renderWithProviders(
    <Routes>
      <Route path="/pirate-template" element={<PirateTemplate projectId={1} />} />
      <Route path="/projects/:id" element={<p>Project page</p>} />
    </Routes>,
    { route: '/pirate-template' },
  );

const fillBasics = async () => {
  await userEvent.click(screen.getByRole('textbox', { name: 'Project Name' }));
  await userEvent.paste('Black Flag');
  await userEvent.click(screen.getByRole('textbox', { name: 'Description' }));
  await userEvent.paste('Pirates hunt a cursed treasure.');
};

const requests = (fetchStub: FetchStub) => requestedRoutes(fetchStub).filter((route) => route !== 'GET /api/status');

describe('PirateTemplate', () => {
  it('shows the wizard tabs, service dots and quick links', async () => {
    stubFetch({ 'GET /api/status': reply(buildServiceStatus({ elevenlabs: true })) });
    renderScreen();

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
    renderScreen();

    await userEvent.click(screen.getByRole('tab', { name: 'Characters' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(screen.getByRole('tab', { name: 'Locations' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
  });

  it('shows the spec messages for a bad name and description and creates nothing', async () => {
    const fetchStub = stubFetch({ 'GET /api/status': reply(buildServiceStatus()) });
    renderScreen();

    await userEvent.type(screen.getByRole('textbox', { name: 'Project Name' }), 'B');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Pirate Project' }));

    expect(screen.getByText('Project name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    expect(requests(fetchStub)).toEqual([]);
  });

  it('creates the project, crew, sets, opening scene, links and overture in order, then opens the project', async () => {
    const scene = buildScene({ id: 30, projectId: 9 });
    const fetchStub = stubFetch({
      'GET /api/status': reply(buildServiceStatus()),
      'POST /api/projects': reply(buildProject({ id: 9, name: 'Black Flag' })),
      'POST /api/characters': reply(buildCharacter({ id: 21, projectId: 9 })),
      'POST /api/sets': reply(buildSet({ id: 11, projectId: 9 })),
      'POST /api/scenes': reply(scene),
      'POST /api/scene-characters': reply({ sceneId: 30, characterId: 21 }),
      'POST /api/music': reply(buildMusicTrack({ projectId: 9 })),
    });
    renderScreen();

    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create Pirate Project' }));

    expect(await screen.findByText('Project page')).toBeInTheDocument();
    expect(requests(fetchStub)).toEqual([
      'POST /api/projects',
      'POST /api/characters',
      'POST /api/characters',
      'POST /api/sets',
      'POST /api/sets',
      'POST /api/scenes',
      'POST /api/scene-characters',
      'POST /api/scene-characters',
      'POST /api/music',
    ]);
    const bodyOf = (index: number) => JSON.parse(String(fetchStub.mock.calls.filter(([path]) => path !== '/api/status')[index][1]?.body));
    expect(bodyOf(0)).toEqual({ name: 'Black Flag', description: 'Pirates hunt a cursed treasure.' });
    expect(bodyOf(1)).toMatchObject({ name: 'Captain Redbeard', projectId: 9, isPirate: true });
    expect(bodyOf(3)).toMatchObject({ name: 'Skull Island', projectId: 9, oceanType: 'choppy' });
    expect(bodyOf(5)).toMatchObject({ name: 'Opening Scene', projectId: 9, setId: 11 });
    expect(bodyOf(8)).toMatchObject({ name: 'Pirate Overture', projectId: 9, mood: 'adventurous' });
  });

  it('stops at the first failure with the pirate error toast', async () => {
    const fetchStub = stubFetch({
      'GET /api/status': reply(buildServiceStatus()),
      'POST /api/projects': reply(buildProject({ id: 9 })),
      'POST /api/characters': { status: 500, statusText: 'Internal Server Error' },
    });
    renderScreen();

    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create Pirate Project' }));

    expect(await screen.findByText('Shiver me timbers! Failed to create pirate project')).toBeInTheDocument();
    await waitFor(() => expect(requests(fetchStub)).toEqual(['POST /api/projects', 'POST /api/characters']));
    expect(screen.getByRole('button', { name: 'Create Pirate Project' })).toBeEnabled();
  });
});
