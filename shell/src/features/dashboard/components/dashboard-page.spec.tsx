import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  buildCharacter,
  buildMusicTrack,
  buildOverview,
  buildProject,
  buildScene,
  buildServiceStatus,
  buildSet,
  buildVoiceLine,
} from '@studio/contracts/testing/factories';
import { PENDING, type StubRoutes, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { remoteLoader } from '@studio/federation/remote-loader';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentProjectProvider } from '../../../hooks/current-project';
import { renderInShell } from '../../../testing/render-app';
import { DashboardPage } from './dashboard-page';

const project = buildProject({ id: 1, name: 'Pirate Demo' });
const salsa = buildCharacter({ id: 11, name: 'Captain Salsa', status: 'complete' });
const pepper = buildCharacter({ id: 12, name: 'Pepper', status: 'pending' });
const farm = buildSet({ id: 21, name: 'Old Farm', status: 'complete' });
const track = buildMusicTrack({ id: 31, name: 'Neon Chase', style: 'synthwave' });
const opening = buildScene({
  id: 41,
  name: 'Opening Scene',
  description: 'The crew meets at dawn.',
  setId: 21,
  musicId: 31,
  characters: [{ id: 11, name: 'Captain Salsa' }],
  voiceLineCount: 1,
  status: 'ready',
  renderedPath: '/media/renders/41.mp4',
});
const finale = buildScene({ id: 42, name: 'Finale', voiceLineCount: 2, status: 'in_progress' });
const ahoy = buildVoiceLine({ id: 51, sceneId: 41, characterId: 11, text: 'Ahoy there!', status: 'complete', filePath: 'voice/51.wav' });
const arr = buildVoiceLine({ id: 52, sceneId: 41, characterId: 12, text: 'Arr!', status: 'pending' });

const overview = buildOverview({
  project,
  characters: [salsa, pepper],
  sets: [farm],
  music: [track],
  voiceLines: [ahoy, arr],
  scenes: [opening, finale],
});

const dashboardRoutes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/projects': reply([project]),
  'GET /api/projects/1/overview': reply(overview),
  'GET /api/projects/1/scenes': reply([opening, finale]),
  'GET /api/status': reply(buildServiceStatus({ openai: true, meshy: false, elevenlabs: true })),
  'GET /api/scenes/41/voicelines': reply([ahoy, arr]),
  ...overrides,
});

const renderDashboard = () =>
  renderInShell(
    <CurrentProjectProvider>
      <DashboardPage />
    </CurrentProjectProvider>,
  );

/** One of the dashboard's sections once the current project is known (they first show as placeholders while the project list loads). */
const section = async (name: string) => {
  await waitFor(() => expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument());
  return screen.findByRole('region', { name });
};

/** The dashboard with the routes' answers (the defaults, with `overrides`), and one of its sections once shown. */
const showSection = (name: string, overrides?: StubRoutes) => {
  stubFetch(dashboardRoutes(overrides));
  renderDashboard();
  return section(name);
};

/** The table row that holds `text`, once it shows. */
const rowWith = async (container: HTMLElement, text: string) => (await within(container).findByText(text)).closest('tr') as HTMLElement;

/**
 * Deletes the item of a section's row through its confirmation dialog (nothing is sent before
 * it is confirmed), its list answering `remaining` from then on; done once the row is gone.
 */
const deleteFromRow = async ({ sectionName, rowText, dialogName, deleteRoute, listRoute, remaining }: {
  sectionName: string;
  rowText: string;
  dialogName: string;
  deleteRoute: `DELETE ${string}`;
  listRoute: string;
  remaining: unknown[];
}) => {
  const routes = dashboardRoutes({ [deleteRoute]: reply({ ok: true }) });
  const fetchStub = stubFetch(routes);
  renderDashboard();
  const container = await section(sectionName);
  const row = await rowWith(container, rowText);

  routes[listRoute] = reply(remaining);
  await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: dialogName });
  const url = deleteRoute.slice('DELETE '.length);
  expect(fetchStub).not.toHaveBeenCalledWith(url, expect.anything());
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(within(container).queryByText(rowText)).not.toBeInTheDocument());
  expect(fetchStub).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'DELETE' }));
  return container;
};

/** Each text shows within the element (a card, a row). */
const expectTexts = (element: HTMLElement, texts: string[]) => {
  for (const text of texts) expect(within(element).getByText(text)).toBeInTheDocument();
};

describe('DashboardPage', () => {
  it('shows the spec skeleton counts while everything loads', async () => {
    stubFetch(
      dashboardRoutes({
        'GET /api/projects/1/overview': PENDING,
        'GET /api/projects/1/scenes': PENDING,
        'GET /api/status': PENDING,
      }),
    );
    renderDashboard();

    expect(within(await section('Scene Overview')).getAllByTestId('skeleton')).toHaveLength(6);
    expect(within(await section('Scene Map')).getAllByTestId('skeleton')).toHaveLength(2);
    expect(within(await section('Available Modules')).getAllByTestId('skeleton')).toHaveLength(5);
    expect(within(await section('AI Services Status')).getAllByTestId('skeleton')).toHaveLength(3);
    expect(within(await section('Voice Lines')).getAllByTestId('skeleton')).toHaveLength(2);
  });

  it('shows the same skeletons, not a blank page, while the project list itself loads', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/projects': PENDING, 'GET /api/status': PENDING }));
    renderDashboard();

    const placeholders = (name: string) => within(screen.getByRole('region', { name })).getAllByTestId('skeleton');
    expect(placeholders('Scene Overview')).toHaveLength(6);
    expect(placeholders('Scene Map')).toHaveLength(2);
    expect(placeholders('Available Modules')).toHaveLength(5);
    expect(placeholders('AI Services Status')).toHaveLength(3);
    expect(placeholders('Voice Lines')).toHaveLength(2);
    expect(screen.queryByText('No project yet. Create one to start.')).not.toBeInTheDocument();
  });

  it('loads overview, scenes and status in parallel', async () => {
    const fetchStub = stubFetch(dashboardRoutes());
    renderDashboard();

    await waitFor(() => {
      const urls = fetchStub.mock.calls.map(([url]) => String(url));
      expect(urls).toEqual(expect.arrayContaining(['/api/projects/1/overview', '/api/projects/1/scenes', '/api/status']));
    });
  });

  it('summarises the project in the Scene Overview', async () => {
    const overviewCard = await showSection('Scene Overview');

    expect(await within(overviewCard).findByText('Pirate Demo')).toBeInTheDocument();
    expectTexts(overviewCard, ['Captain Salsa', 'Old Farm', 'Synthwave', '2 lines from 2 characters', 'In Progress']);
  });

  it('falls back to the spec texts when the project has no set or music', async () => {
    const overviewCard = await showSection('Scene Overview', { 'GET /api/projects/1/overview': reply({ ...overview, sets: [], music: [] }) });

    expect(await within(overviewCard).findByText('No set assigned')).toBeInTheDocument();
    expect(within(overviewCard).getByText('No music assigned')).toBeInTheDocument();
  });

  it('lists scenes in the Scene Map with set, music, line counts and status labels', async () => {
    const sceneMap = await showSection('Scene Map');

    expectTexts(await rowWith(sceneMap, 'Opening Scene'), ['C', 'Old Farm', 'Synthwave', '1 line', 'Ready']);
    const finaleRow = await rowWith(sceneMap, 'Finale');
    expect(within(finaleRow).getAllByText('None')).toHaveLength(2);
    expectTexts(finaleRow, ['2 lines', 'In Progress']);
    expect(within(finaleRow).getByRole('link', { name: 'Storyboard of Finale' })).toHaveAttribute('href', '/scenes/42/storyboard');
  });

  it('shows five module cards with progress texts and rounded percents', async () => {
    const modules = await showSection('Available Modules');

    const card = (name: string) => within(modules).findByRole('article', { name });
    expect(within(await card('Character Builder')).getByText('Characters: 1/2 complete')).toBeInTheDocument();
    expect(within(await card('Character Builder')).getByText('50%')).toBeInTheDocument();
    expect(within(await card('Set Builder')).getByText('Sets: 1/1 complete')).toBeInTheDocument();
    expect(within(await card('Set Builder')).getByText('100%')).toBeInTheDocument();
    expect(within(await card('Music Composer')).getByText('Music: 0/1 tracks')).toBeInTheDocument();
    expect(within(await card('Voiceover')).getByText('Voice lines: 1/2 complete')).toBeInTheDocument();
    expect(within(await card('Scene Rendering')).getByText('Scenes: 1/2 rendered')).toBeInTheDocument();
    expect(within(await card('Scene Rendering')).getByRole('link', { name: 'Open Module' })).toHaveAttribute('href', '/scene-rendering');
    expect(within(modules).getAllByRole('article')).toHaveLength(5);
  });

  it('shows 0% for a module with nothing in it', async () => {
    const modules = await showSection('Available Modules', { 'GET /api/projects/1/overview': reply({ ...overview, music: [] }) });

    const music = await within(modules).findByRole('article', { name: 'Music Composer' });
    expect(within(music).getByText('Music: 0/0 tracks')).toBeInTheDocument();
    expect(within(music).getByText('0%')).toBeInTheDocument();
  });

  it('labels each AI service and then shows the ready message', async () => {
    const services = await showSection('AI Services Status');

    expect(within(await within(services).findByRole('article', { name: 'Text & Music AI' })).getByText('Connected')).toBeInTheDocument();
    expect(within(services).getByRole('article', { name: '3D Model AI' })).toHaveTextContent('Not connected');
    expect(within(services).getByRole('article', { name: 'Voice AI' })).toHaveTextContent('Connected');
    expect(within(services).getByText('Ahoy, Captain! Your AI treasure chest is ready!')).toBeInTheDocument();
  });

  it("lists the first scene's voice lines with Preview only for complete ones", async () => {
    const voiceLines = await showSection('Voice Lines');

    const ahoyRow = await rowWith(voiceLines, 'Ahoy there!');
    expectTexts(ahoyRow, ['Captain Salsa', 'Opening Scene', 'Generated']);
    expect(within(ahoyRow).getByRole('button', { name: 'Preview voice line of Captain Salsa' })).toBeEnabled();
    const arrRow = await rowWith(voiceLines, 'Arr!');
    expect(within(arrRow).getByText('Pending')).toBeInTheDocument();
    expect(within(arrRow).getByRole('button', { name: /^Preview/ })).toBeDisabled();
  });

  it("plays a complete line's audio from Preview, with its progress", async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
    });
    const voiceLines = await showSection('Voice Lines');
    const ahoyRow = await rowWith(voiceLines, 'Ahoy there!');

    await userEvent.click(within(ahoyRow).getByRole('button', { name: 'Preview voice line of Captain Salsa' }));

    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toHaveAttribute('src', '/media/voice/51.wav');
    expect(within(ahoyRow).getByRole('button', { name: 'Pause voice line of Captain Salsa' })).toBeInTheDocument();
    expect(within(ahoyRow).getByRole('progressbar', { name: 'voice line of Captain Salsa progress' })).toBeInTheDocument();
    play.mockRestore();
  });

  it("deletes a voice line and refreshes that scene's list", async () => {
    const voiceLines = await deleteFromRow({
      sectionName: 'Voice Lines',
      rowText: 'Arr!',
      dialogName: 'Delete voice line?',
      deleteRoute: 'DELETE /api/voicelines/52',
      listRoute: 'GET /api/scenes/41/voicelines',
      remaining: [ahoy],
    });

    expect(within(voiceLines).getByText('Ahoy there!')).toBeInTheDocument();
  });
});

/** Stands in for a remote dialog: shows which module was loaded and the props it got. */
const loadedDialog = (module: string) =>
  function RemoteDialog(props: object) {
    return (
      <div role="dialog" aria-label={module}>
        {JSON.stringify(props)}
      </div>
    );
  };

describe('DashboardPage dialogs', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const loadScreen = () =>
    jest.spyOn(remoteLoader, 'loadScreen').mockImplementation(async (_remote, module) => loadedDialog(module));

  const propsOf = async (module: string) => JSON.parse((await screen.findByRole('dialog', { name: module })).textContent ?? '');

  it('loads no remote dialog until one is asked for', async () => {
    const load = loadScreen();
    stubFetch(dashboardRoutes());
    renderDashboard();
    await within(await section('Voice Lines')).findByText('Arr!');

    expect(load).not.toHaveBeenCalled();
  });

  it("opens the rendering module's scene editor for a new scene and for a row's Edit", async () => {
    const load = loadScreen();
    const sceneMap = await showSection('Scene Map');

    await userEvent.click(within(sceneMap).getByRole('button', { name: 'Add Scene' }));
    expect(await propsOf('SceneEditorDialog')).toEqual({ projectId: 1, open: true });
    expect(load).toHaveBeenCalledWith('mfe_rendering', 'SceneEditorDialog');

    const finaleRow = await rowWith(sceneMap, 'Finale');
    await userEvent.click(within(finaleRow).getByRole('button', { name: 'Edit' }));
    expect(await propsOf('SceneEditorDialog')).toEqual({ projectId: 1, sceneId: 42, open: true });
  });

  it("opens the voiceover module's dialog for the selected scene and for a line's Edit", async () => {
    const load = loadScreen();
    const voiceLines = await showSection('Voice Lines');
    const arrRow = await rowWith(voiceLines, 'Arr!');

    await userEvent.click(within(voiceLines).getByRole('button', { name: 'Add Voice Line' }));
    expect(await propsOf('VoiceLineDialog')).toEqual({ projectId: 1, defaultSceneId: 41, open: true });
    expect(load).toHaveBeenCalledWith('mfe_voiceover', 'VoiceLineDialog');

    await userEvent.click(within(arrRow).getByRole('button', { name: 'Edit' }));
    expect(await propsOf('VoiceLineDialog')).toEqual({ projectId: 1, voiceLineId: 52, defaultSceneId: 41, open: true });
  });

  it('shows a broken remote in a dialog with Retry, and the dashboard keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(remoteLoader, 'loadScreen').mockRejectedValue(new Error('Failed to get manifest.'));
    const sceneMap = await showSection('Scene Map');

    await userEvent.click(within(sceneMap).getByRole('button', { name: 'Add Scene' }));

    // The skeleton's dialog gives way to the error card's.
    await screen.findByText('Scene Editor is unavailable');
    const dialog = screen.getByRole('dialog', { name: 'Scene Editor' });
    expect(within(dialog).getByText('Failed to get manifest.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(sceneMap).getByText('Opening Scene')).toBeInTheDocument();
  });

  it('deletes a scene after confirmation', async () => {
    await deleteFromRow({
      sectionName: 'Scene Map',
      rowText: 'Finale',
      dialogName: 'Delete scene?',
      deleteRoute: 'DELETE /api/scenes/42',
      listRoute: 'GET /api/projects/1/scenes',
      remaining: [opening],
    });
  });
});
