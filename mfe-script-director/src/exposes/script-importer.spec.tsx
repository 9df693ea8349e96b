import { buildJob, buildProject, buildScene } from '@studio/contracts/testing/factories';
import { callsTo, jsonBodiesSentTo, reply, stubFetch, type StubRoutes } from '@studio/api-client/testing/fetch-stub';
import type { AnalyzeScriptResult } from '@studio/contracts/scripts';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScriptImporter } from './script-importer';

const analysis = (overrides: Partial<AnalyzeScriptResult> = {}): AnalyzeScriptResult => ({
  success: true,
  error: null,
  scriptId: 5,
  projectId: 7,
  title: 'Big Coffee',
  format: 'fountain',
  characters: [{ name: 'ED', description: 'ED (40s), tired but kind.', traits: ['tired', 'kind'], dialogueExamples: ['Morning.'] }],
  scenes: [
    { name: 'INT. KITCHEN - DAY', description: 'Coffee.', location: 'KITCHEN', timeOfDay: 'DAY', interior: 'INT', characters: ['ED'], dialogue: [{ character: 'ED', text: 'Morning.' }] },
    { name: 'EXT. COVE - NIGHT', description: 'Waves.', location: 'COVE', timeOfDay: 'NIGHT', interior: 'EXT', characters: [], dialogue: [] },
  ],
  directorMemory: { theme: 'Big Coffee: recurring images: coffee', characters: [{ name: 'ED', description: '', traits: ['tired'] }], scenes: [] },
  ...overrides,
});

const routes = (extra: StubRoutes = {}): StubRoutes => ({
  'GET /api/projects': reply([buildProject({ id: 7, name: 'Coffee Film' })]),
  'GET /api/projects/7/scenes': reply([]),
  ...extra,
});

const pasteAndAnalyze = async (projectName = 'Coffee Film') => {
  await userEvent.type(screen.getByRole('combobox', { name: 'Project' }), projectName);
  await userEvent.type(screen.getByRole('textbox', { name: 'Or paste your script' }), 'INT. KITCHEN - DAY');
  await userEvent.click(screen.getByRole('button', { name: 'Analyze Script' }));
};

describe('ScriptImporter', () => {
  it('offers a project, a script file (Fountain included), pasted text and the Director Agent option, on by default', () => {
    stubFetch(routes());
    renderWithProviders(<ScriptImporter projectId={1} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Script Importer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Script file (.fountain, .txt, .fdx, .pdf)')).toHaveAttribute('accept', '.fountain,.spmd,.txt,.fdx,.pdf');
    expect(screen.getByRole('combobox', { name: 'Project' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Director Agent' })).toBeChecked();
  });

  it('asks for a script, then for a project name, before sending anything', async () => {
    const fetchStub = stubFetch(routes());
    renderWithProviders(<ScriptImporter projectId={1} />);

    await userEvent.click(screen.getByRole('button', { name: 'Analyze Script' }));
    expect(await screen.findByText('Please upload or paste a script first')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Or paste your script' }), 'INT. A - DAY');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Script' }));
    expect(await screen.findByText('Project name must be at least 2 characters.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/scripts/analyze')).toHaveLength(0);
  });

  it('sends the script with the project and the director flag, and shows the four result tabs', async () => {
    const fetchStub = stubFetch(routes({ 'POST /api/scripts/analyze': reply(analysis(), 201) }));
    renderWithProviders(<ScriptImporter projectId={1} />);

    await pasteAndAnalyze();

    expect(await screen.findByRole('tab', { name: 'Characters', selected: true })).toBeInTheDocument();
    const form = callsTo(fetchStub, 'POST /api/scripts/analyze')[0][1]?.body as FormData;
    expect([form.get('projectName'), form.get('text'), form.get('generateDirectorMemory')]).toEqual(['Coffee Film', 'INT. KITCHEN - DAY', 'true']);
    expect(screen.getByText('ED (40s), tired but kind.')).toBeInTheDocument();
    expect(screen.getByText('kind')).toBeInTheDocument();
    // The stored script goes back out in the three formats.
    expect(screen.getByRole('link', { name: 'Fountain' })).toHaveAttribute('href', '/api/scripts/5/export?format=fountain');
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/scripts/5/export?format=pdf');

    await userEvent.click(screen.getByRole('tab', { name: 'Scenes' }));
    const first = screen.getByRole('article', { name: 'INT. KITCHEN - DAY' });
    // Not generated yet: nothing to check, and no director tools until the scene exists.
    expect(within(first).getByRole('button', { name: 'Check Scene Readiness' })).toBeDisabled();
    expect(within(first).queryByRole('button', { name: 'Validate Scene' })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'EXT. COVE - NIGHT' })).getByRole('button', { name: 'Check Scene Readiness' })).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Director' }));
    expect(screen.getByText('Big Coffee: recurring images: coffee')).toBeInTheDocument();
  });

  it('keeps the Director tab disabled without a director memory', async () => {
    stubFetch(routes({ 'POST /api/scripts/analyze': reply(analysis({ directorMemory: null }), 201) }));
    renderWithProviders(<ScriptImporter projectId={1} />);
    await pasteAndAnalyze();
    expect(await screen.findByRole('tab', { name: 'Director' })).toBeDisabled();
  });

  it("shows 'Analysis Failed' with the server's reason", async () => {
    stubFetch(routes({ 'POST /api/scripts/analyze': { status: 422, body: { statusCode: 422, message: 'No screenplay found: it has no scene headings' } } }));
    renderWithProviders(<ScriptImporter projectId={1} />);
    await pasteAndAnalyze();
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText('No screenplay found: it has no scene headings')).toBeInTheDocument();
  });

  it('shows beside each line the direction the screenplay gives it, and nothing where it gives none', async () => {
    const dialogue = [
      { character: 'ED', text: 'Get out!', parenthetical: 'furious', emotion: 'angry', intensity: 0.9, action: 'wave' },
      { character: 'ED', text: 'There.', action: 'point', actionTarget: 'the lamp', pauseBefore: 700 },
      { character: 'ED', text: 'Shh.', parenthetical: 'whispering', intensity: 0.2 },
      { character: 'ED', text: 'Morning.' },
    ] as const;
    const scene = { ...analysis().scenes[0], dialogue: [...dialogue] };
    stubFetch(routes({ 'POST /api/scripts/analyze': reply(analysis({ scenes: [scene] }), 201) }));
    renderWithProviders(<ScriptImporter projectId={1} />);
    await pasteAndAnalyze();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dialogue' }));
    const items = within(screen.getByRole('list', { name: 'Dialogue' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByLabelText(/^Direction:/)?.textContent ?? null)).toEqual([
      'angry 0.9 · wave',
      'point at the lamp · pause 0.7 s',
      'intensity 0.2',
      null,
    ]);
    expect(within(items[0]).getByText('ED (furious)')).toBeInTheDocument();
  });

  it('speaks a line on Generate Voice, and says so when it fails', async () => {
    const fetchStub = stubFetch(
      routes({
        'POST /api/scripts/analyze': reply(analysis(), 201),
        'POST /api/generate/voiceline': { status: 500, body: { statusCode: 500, message: 'espeak failed' } },
      }),
    );
    renderWithProviders(<ScriptImporter projectId={1} />);
    await pasteAndAnalyze();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dialogue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Voice' }));
    expect(await screen.findByText('Error Generating Voice')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/generate/voiceline')).toEqual([{ characterName: 'ED', text: 'Morning.' }]);
  });

  it("gives the first generated scene the director's tools: validate, then generate what it lacks", async () => {
    const missing = {
      success: true,
      ready: false,
      message: 'INT. KITCHEN - DAY is not ready to render: 1 asset missing.',
      missingAssets: [{ type: 'voice', name: 'ED', line: 'Morning.' }],
      generating: ['Generating 3D model for ED'],
    };
    const fetchStub = stubFetch(
      routes({
        'POST /api/scripts/analyze': reply(analysis(), 201),
        'GET /api/projects/7/scenes': reply([buildScene({ id: 21, projectId: 7, name: 'INT. KITCHEN - DAY' })]),
        'GET /api/director/7/scene/21/readiness': reply(missing),
        'GET /api/director/validate/21': reply(missing),
        'POST /api/director/generate-missing-assets': reply({
          success: true,
          projectId: 7,
          message: '1 asset queued for generation.',
          items: [{ type: 'voice', name: 'ED: Morning.', id: 3, jobId: 40, created: false, error: null }],
        }),
      }),
    );
    renderWithProviders(<ScriptImporter projectId={1} />);
    await pasteAndAnalyze();
    await userEvent.click(await screen.findByRole('tab', { name: 'Scenes' }));
    const first = screen.getByRole('article', { name: 'INT. KITCHEN - DAY' });
    expect(await within(first).findByRole('button', { name: 'Generate Missing Assets' })).toBeDisabled();
    await userEvent.click(within(first).getByRole('button', { name: 'Validate Scene' }));
    expect(await within(first).findByText('voice: ED ("Morning.")')).toBeInTheDocument();
    // What a render would wait for is said too.
    expect(within(first).getByText('Generating 3D model for ED')).toBeInTheDocument();
    // Something is missing: the director may now generate it.
    await userEvent.click(within(first).getByRole('button', { name: 'Generate Missing Assets' }));
    expect(await within(first).findByText('1 asset queued for generation.')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/director/generate-missing-assets')).toEqual([
      { projectId: 7, assetRequests: [{ type: 'voice', character: 'ED', text: 'Morning.', scene: 'INT. KITCHEN - DAY' }] },
    ]);
  });

  it('starts Generate All Assets on the analysed project', async () => {
    const fetchStub = stubFetch(
      routes({
        'POST /api/scripts/analyze': reply(analysis(), 201),
        'POST /api/director/7/auto-generate': reply(buildJob({ id: 9, projectId: 7, type: 'project.auto-generate', target: { type: 'project', id: 7 } }), 202),
        'GET /api/jobs?projectId=7': reply([buildJob({ id: 9, projectId: 7, type: 'project.auto-generate', state: 'running', stage: 'created character ED', target: { type: 'project', id: 7 } })]),
      }),
    );
    renderWithProviders(<ScriptImporter projectId={1} />);
    await pasteAndAnalyze();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate All Assets' }));
    expect(await screen.findByText('created character ED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(callsTo(fetchStub, 'POST /api/director/7/auto-generate')).toHaveLength(1);
  });
});
