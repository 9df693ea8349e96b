import { buildJob, buildProject, buildScene } from '@studio/contracts/testing/factories';
import { callsTo, jsonBodiesSentTo, PENDING, reply, stubFetch, type StubRoutes } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DirectorConsole } from './director-console';

describe('DirectorConsole', () => {
  it('shows the five task tabs with sample inputs', () => {
    stubFetch({});
    renderWithProviders(<DirectorConsole projectId={1} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Director Console' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Script Analysis',
      'Asset Validation',
      'Generate Assets',
      'Render Scene',
      'Archive Memory',
    ]);
    expect(screen.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Pirate Adventure');
    expect(screen.getByRole('combobox', { name: 'Script Path' })).not.toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Scene Name' })).not.toHaveValue('');
  });

  it('requires a script path for the analysis', async () => {
    stubFetch({});
    renderWithProviders(<DirectorConsole projectId={1} />);

    await userEvent.clear(screen.getByRole('combobox', { name: 'Script Path' }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Script' }));

    expect(screen.getByText('Script path is required')).toBeInTheDocument();
  });

  it('asks for characters and a set on the render tab', async () => {
    stubFetch({});
    renderWithProviders(<DirectorConsole projectId={1} />);

    await userEvent.click(screen.getByRole('tab', { name: 'Render Scene' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Characters (one per line)' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Set' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render Scene' }));

    expect(screen.getByText('At least one character is required')).toBeInTheDocument();
    expect(screen.getByText('Set is required')).toBeInTheDocument();
  });
});

const PIRATES = buildProject({ id: 1, name: 'Pirate Adventure' });
const HARBOR = buildProject({ id: 2, name: 'Harbor Tales' });

/** What the server says a render or generation would do. */
const plan = (creates: string[] = [], changes: string[] = []) => reply({ projectId: 1, projectName: 'Pirate Adventure', creates, changes });

/** Two projects, no film yet and no jobs, plus the calls a test makes. */
const routes = (extra: StubRoutes = {}): StubRoutes => ({
  'GET /api/projects': reply([PIRATES, HARBOR]),
  'GET /api/director/1/film': reply({ film: null }),
  'GET /api/jobs?projectId=1': reply([]),
  ...extra,
});

/** Opens the console on Asset Validation, validates, and returns the result it shows. */
async function validateAssets(): Promise<HTMLElement> {
  renderWithProviders(<DirectorConsole projectId={1} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Asset Validation' }));
  await userEvent.click(screen.getByRole('button', { name: 'Validate Assets' }));
  return screen.findByRole('alert', { name: 'Result' });
}

describe('DirectorConsole calls', () => {
  it('renders the typed scene: characters one per line, voice lines split at the first colon', async () => {
    const fetchStub = stubFetch(
      routes({
        'POST /api/director/render/plan': plan(['character Rex', 'character Mona']),
        'POST /api/director/render-scene': {
          status: 409,
          body: { statusCode: 409, message: 'Setting Sail has no music track: name a score to render it.', code: 'SCENE_NOT_READY' },
        },
      }),
    );
    renderWithProviders(<DirectorConsole projectId={1} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Render Scene' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Characters (one per line)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Characters (one per line)' }), 'Rex{enter}{enter}  Mona  ');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Voice Lines (character: text, one per line)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Voice Lines (character: text, one per line)' }), 'Rex: Time: now!');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Score' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render Scene' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Render Scene' }));

    const result = await screen.findByRole('alert', { name: 'Result' });
    expect(result).toHaveTextContent('Setting Sail has no music track: name a score to render it.');
    expect(result).toHaveTextContent('Error code: SCENE_NOT_READY');
    expect(screen.getByRole('status')).toHaveTextContent('Rendering failed');
    expect(await screen.findByText('Rendering Failed')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/director/render-scene')).toEqual([
      {
        projectName: 'Pirate Adventure',
        scene: 'Setting Sail',
        characters: ['Rex', 'Mona'],
        set: 'Harbor Street',
        voiceLines: [{ character: 'Rex', text: 'Time: now!' }],
      },
    ]);
  });

  it("trains the director on the script path and shows the server's message", async () => {
    const fetchStub = stubFetch(
      routes({
        'POST /api/director/analyze-and-train': reply({
          success: true,
          message: 'Director trained on Pirate Adventure: 3 scenes, 4 characters.',
          scriptId: 1,
          projectId: 1,
          directorMemory: { theme: 'Pirate Adventure', characters: [], scenes: [] },
        }),
      }),
    );
    renderWithProviders(<DirectorConsole projectId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Script' }));
    expect(await screen.findByRole('alert', { name: 'Result' })).toHaveTextContent('Director trained on Pirate Adventure: 3 scenes, 4 characters.');
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/director/analyze-and-train')).toEqual([{ scriptPath: 'pirate-adventure.fountain' }]);
  });

  it("says 'Archiving failed' with the server's message when the scene is unknown", async () => {
    stubFetch(routes({ 'POST /api/director/archive': { status: 404, body: { statusCode: 404, message: "No scene named 'Setting Sail' in project 1" } } }));
    renderWithProviders(<DirectorConsole projectId={1} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Archive Memory' }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive Memory' }));
    expect(await screen.findByRole('alert', { name: 'Result' })).toHaveTextContent("No scene named 'Setting Sail' in project 1");
    expect(screen.getByRole('status')).toHaveTextContent('Archiving failed');
  });

  it("says 'Validation failed' with the code SCENE_NOT_READY when the scene lacks something, as the render tab would", async () => {
    stubFetch(
      routes({
        'GET /api/projects/1/scenes': reply([buildScene({ id: 7, projectId: 1, name: 'Setting Sail' })]),
        'GET /api/director/validate/7': reply({
          success: true,
          ready: false,
          message: 'Setting Sail is missing 1 asset.',
          missingAssets: [{ type: 'score', name: 'Setting Sail' }],
        }),
      }),
    );

    const result = await validateAssets();
    expect(result).toHaveTextContent('Setting Sail is missing 1 asset.');
    expect(result).toHaveTextContent('Error code: SCENE_NOT_READY');
    expect(screen.getByRole('status')).toHaveTextContent('Validation failed');
    expect(await screen.findByText('Validation Failed')).toBeInTheDocument();
  });

  it('gives a scene it cannot find the same 404 code as the other tabs', async () => {
    stubFetch(routes({ 'GET /api/projects/1/scenes': reply([]) }));

    const result = await validateAssets();
    expect(result).toHaveTextContent("No scene named 'Setting Sail' in Pirate Adventure");
    expect(result).toHaveTextContent('Error code: 404');
    expect(screen.getByRole('status')).toHaveTextContent('Validation failed');
  });

  it("toasts the server's message, not a generic one", async () => {
    stubFetch(routes({ 'POST /api/director/generate/plan': { status: 404, body: { statusCode: 404, message: "No project named 'Pirate Adventure'" } } }));
    renderWithProviders(<DirectorConsole projectId={1} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Generate Assets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Assets' }));

    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    // The toast: its title, and under it the server's words.
    expect(screen.getByText('Generation Failed').parentElement).toHaveTextContent("No project named 'Pirate Adventure'");
    expect(screen.queryByText('Could not generate assets')).not.toBeInTheDocument();
  });

  it('says what it is rendering while the render is queued and while its job runs', async () => {
    stubFetch(routes({ 'POST /api/director/render/plan': plan(['scene Harbor Dock']), 'POST /api/director/render-scene': PENDING }));
    renderWithProviders(<DirectorConsole projectId={1} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Render Scene' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Scene Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Scene Name' }), 'Harbor Dock');
    await userEvent.click(screen.getByRole('button', { name: 'Render Scene' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Render Scene' }));

    expect(await screen.findByRole('button', { name: 'Rendering Harbor Dock…' })).toBeDisabled();
  });

  it('keeps the button busy until the queued render job ends', async () => {
    stubFetch(
      routes({
        'POST /api/director/render-scene': reply({ success: true, message: 'Rendering Setting Sail.', renderPath: '/media/renders/7.mp4', projectId: 1, sceneId: 7, jobId: 42, created: [], error: null }, 202),
        'GET /api/jobs?projectId=1': reply([buildJob({ id: 42, projectId: 1, type: 'scene.render', state: 'running', progress: 30 })]),
        'POST /api/director/render/plan': plan(),
      }),
    );
    renderWithProviders(<DirectorConsole projectId={1} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Render Scene' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render Scene' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Render Scene' }));

    expect(await screen.findByRole('alert', { name: 'Result' })).toHaveTextContent('Rendering Setting Sail.');
    expect(await screen.findByRole('button', { name: 'Rendering Setting Sail…' })).toBeDisabled();
  });

  it('shows the film of the project named in the console', async () => {
    const fetchStub = stubFetch(routes({ 'GET /api/director/2/film': reply({ film: null }), 'GET /api/jobs?projectId=2': reply([]) }));
    renderWithProviders(<DirectorConsole projectId={1} />);
    const film = screen.getByRole('region', { name: 'Film' });
    expect(await within(film).findByText('Pirate Adventure')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Project Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project Name' }), 'harbor tales');

    expect(await within(film).findByText('Harbor Tales')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'GET /api/director/2/film')).not.toHaveLength(0);
    // Every tab works on the same project.
    await userEvent.click(screen.getByRole('tab', { name: 'Archive Memory' }));
    expect(screen.getByRole('textbox', { name: 'Project Name' })).toHaveValue('harbor tales');
  });

  it('asks before writing: what will be created and changed in the chosen project, and every value still a sample; Cancel writes nothing', async () => {
    const fetchStub = stubFetch(
      routes({
        'POST /api/director/render/plan': plan(['character Kit'], ['Setting Sail: set Harbor Street → Old Dock', 'line 2: First Mate Anne "Wind from the east" → Kit "Ahoy"']),
      }),
    );
    renderWithProviders(<DirectorConsole projectId={1} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Render Scene' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Set' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Set' }), 'Old Dock');
    await userEvent.click(screen.getByRole('button', { name: 'Render Scene' }));

    const dialog = await screen.findByRole('dialog', { name: 'Render Scene in Pirate Adventure?' });
    expect(within(within(dialog).getByRole('list', { name: 'Will be created' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['character Kit']);
    expect(within(dialog).getByRole('list', { name: 'Will be changed' })).toHaveTextContent('Setting Sail: set Harbor Street → Old Dock');
    const samples = within(within(dialog).getByRole('list', { name: 'Still sample values' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(samples).toEqual([
      'Project Name: Pirate Adventure',
      'Scene Name: Setting Sail',
      'Characters: Captain Redbeard / First Mate Anne',
      'Score: Sea Shanty Rock',
      'Voice Lines: Captain Redbeard: Hoist the sails, ye scallywags! / First Mate Anne: Wind from the east, Captain. Perfect for sailing.',
    ]);
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/director/render/plan')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/director/render-scene')).toHaveLength(0);
  });

  it("offers the chosen project's stored scripts in Script Analysis", async () => {
    stubFetch(
      routes({
        'GET /api/projects/1/scripts': reply([
          { id: 3, projectId: 1, storedName: 'script-3.fdx', filePath: '/media/scripts/script-3.fdx', originalName: 'harbour.fdx', title: 'Harbour', format: 'fdx', sceneCount: 2, characterCount: 2, createdAt: '2026-11-27T10:00:00.000Z' },
        ]),
      }),
    );
    renderWithProviders(<DirectorConsole projectId={1} />);
    const scriptPath = screen.getByRole('combobox', { name: 'Script Path' });
    await userEvent.clear(scriptPath);
    await userEvent.click(scriptPath);
    await userEvent.click(await screen.findByRole('option', { name: 'harbour.fdx (script-3.fdx)' }));
    expect(scriptPath).toHaveValue('script-3.fdx');
  });
});
