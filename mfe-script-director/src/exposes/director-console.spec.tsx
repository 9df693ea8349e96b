import { jsonBodiesSentTo, reply, stubFetch, type StubRoutes } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
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
    expect(screen.getByRole('textbox', { name: 'Script Path' })).not.toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Scene Name' })).not.toHaveValue('');
  });

  it('requires a script path for the analysis', async () => {
    stubFetch({});
    renderWithProviders(<DirectorConsole projectId={1} />);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Script Path' }));
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

/** No film yet and no jobs, plus the calls a test makes. */
const routes = (extra: StubRoutes = {}): StubRoutes => ({
  'GET /api/director/1/film': reply({ film: null }),
  'GET /api/jobs?projectId=1': reply([]),
  ...extra,
});

describe('DirectorConsole calls', () => {
  it('renders the typed scene: characters one per line, voice lines split at the first colon', async () => {
    const fetchStub = stubFetch(
      routes({
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
});
