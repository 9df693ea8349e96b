import { buildCharacter, buildMusicTrack, buildScene, buildSet } from '@studio/contracts/testing/factories';
import { PENDING, type StubRoutes, callsTo, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SceneEditorDialog } from './scene-editor-dialog';

const rex = buildCharacter({ id: 1, name: 'Rex', projectId: 7 });
const mira = buildCharacter({ id: 2, name: 'Mira', projectId: 7 });
const pip = buildCharacter({ id: 3, name: 'Pip', projectId: 7 });
const farm = buildSet({ id: 11, name: 'Old Farm', projectId: 7 });
const chase = buildMusicTrack({ id: 21, name: 'Neon Chase', projectId: 7 });
const dock = buildScene({
  id: 4,
  name: 'Dock',
  description: 'Night at the harbour.',
  projectId: 7,
  setId: 11,
  musicId: null,
  characters: [
    { id: 1, name: 'Rex' },
    { id: 2, name: 'Mira' },
  ],
});

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/projects/7/scenes': reply([dock]),
  'GET /api/projects/7/sets': reply([farm]),
  'GET /api/projects/7/music': reply([chase]),
  'GET /api/projects/7/characters': reply([rex, mira, pip]),
  ...overrides,
});

const choose = async (field: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const toggleCharacters = async (...names: string[]) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Characters' }));
  const list = await screen.findByRole('listbox');
  for (const name of names) await userEvent.click(within(list).getByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
};

describe('SceneEditorDialog', () => {
  it('shows the contract message under the name and sends nothing', async () => {
    const fetchStub = stubFetch(routes());
    renderWithProviders(<SceneEditorDialog projectId={7} open onClose={jest.fn()} />);

    await userEvent.type(await screen.findByRole('textbox', { name: /Scene Name/ }), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Create Scene' }));

    expect(screen.getByText('Scene name must be at least 2 characters.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/scenes')).toHaveLength(0);
  });

  it('shows Creating... while a new scene is saved', async () => {
    stubFetch(routes({ 'POST /api/scenes': PENDING }));
    renderWithProviders(<SceneEditorDialog projectId={7} open onClose={jest.fn()} />);

    await userEvent.type(await screen.findByRole('textbox', { name: /Scene Name/ }), 'Harbour');
    await userEvent.click(screen.getByRole('button', { name: 'Create Scene' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it('creates the scene with its set and music, links each chosen character, toasts and closes', async () => {
    const created = buildScene({ id: 9, name: 'Harbour', projectId: 7 });
    const fetchStub = stubFetch(
      routes({ 'POST /api/scenes': reply(created, 201), 'POST /api/scene-characters': reply({ sceneId: 9, characterId: 1 }, 201) }),
    );
    const onClose = jest.fn();
    renderWithProviders(<SceneEditorDialog projectId={7} open onClose={onClose} />);

    await userEvent.type(await screen.findByRole('textbox', { name: /Scene Name/ }), 'Harbour');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Ships at dawn.');
    await choose('Set', 'Old Farm');
    await choose('Music Track', 'Neon Chase');
    await toggleCharacters('Rex', 'Pip');
    await userEvent.click(screen.getByRole('button', { name: 'Create Scene' }));

    expect(await screen.findByText('Scene created')).toBeInTheDocument();
    expect(screen.getByText('Harbour has been added to the project.')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/scenes')).toEqual([
      { name: 'Harbour', description: 'Ships at dawn.', projectId: 7, setId: 11, musicId: 21, timeOfDay: null, weather: null, pace: null },
    ]);
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/scene-characters')).toEqual([
      { sceneId: 9, characterId: 1 },
      { sceneId: 9, characterId: 3 },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('prefills an existing scene and saves only the changed links', async () => {
    const fetchStub = stubFetch(
      routes({
        'PUT /api/scenes/4': reply({ ...dock, name: 'Dockside' }),
        'POST /api/scene-characters': reply({ sceneId: 4, characterId: 3 }, 201),
        'DELETE /api/scene-characters': reply({ ok: true }),
      }),
    );
    renderWithProviders(<SceneEditorDialog projectId={7} sceneId={4} open onClose={jest.fn()} />);

    const name = await screen.findByRole('textbox', { name: /Scene Name/ });
    expect(name).toHaveValue('Dock');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Night at the harbour.');
    expect(screen.getByRole('combobox', { name: 'Set' })).toHaveTextContent('Old Farm');
    expect(screen.getByRole('combobox', { name: 'Characters' })).toHaveTextContent('RexMira');

    await userEvent.clear(name);
    await userEvent.type(name, 'Dockside');
    await choose('Set', 'No set');
    await toggleCharacters('Mira', 'Pip');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Scene updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/scenes/4')).toEqual([
      { name: 'Dockside', description: 'Night at the harbour.', setId: null, musicId: null, timeOfDay: null, weather: null, pace: null },
    ]);
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/scene-characters')).toEqual([{ sceneId: 4, characterId: 3 }]);
    expect(jsonBodiesSentTo(fetchStub, 'DELETE /api/scene-characters')).toEqual([{ sceneId: 4, characterId: 2 }]);
  });

  it('creates a scene with its own time of day and weather, Automatic until one is chosen', async () => {
    const fetchStub = stubFetch(routes({ 'POST /api/scenes': reply(buildScene({ id: 9, name: 'Pier', projectId: 7, timeOfDay: 'night', weather: 'rain' }), 201) }));
    renderWithProviders(<SceneEditorDialog projectId={7} open onClose={jest.fn()} />);

    await userEvent.type(await screen.findByRole('textbox', { name: /Scene Name/ }), 'Pier');
    expect(screen.getByRole('combobox', { name: 'Time of Day' })).toHaveTextContent('Automatic');
    expect(screen.getByRole('combobox', { name: 'Weather' })).toHaveTextContent('Automatic');
    await choose('Time of Day', 'Night');
    await choose('Weather', 'Rain');
    await userEvent.click(screen.getByRole('button', { name: 'Create Scene' }));

    expect(await screen.findByText('Scene created')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/scenes')).toEqual([{ name: 'Pier', projectId: 7, timeOfDay: 'night', weather: 'rain', pace: null }]);
  });

  it("prefills a scene's time of day and weather and puts them back to Automatic", async () => {
    const dusk = { ...dock, timeOfDay: 'dusk' as const, weather: 'fog' as const };
    const fetchStub = stubFetch(routes({ 'GET /api/projects/7/scenes': reply([dusk]), 'PUT /api/scenes/4': reply({ ...dusk, timeOfDay: null }) }));
    renderWithProviders(<SceneEditorDialog projectId={7} sceneId={4} open onClose={jest.fn()} />);

    await screen.findByRole('textbox', { name: /Scene Name/ });
    expect(screen.getByRole('combobox', { name: 'Time of Day' })).toHaveTextContent('Dusk');
    expect(screen.getByRole('combobox', { name: 'Weather' })).toHaveTextContent('Fog');
    await choose('Time of Day', 'Automatic');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Scene updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/scenes/4')).toEqual([
      { name: 'Dock', description: 'Night at the harbour.', setId: 11, musicId: null, timeOfDay: null, weather: 'fog', pace: null },
    ]);
  });

  it("prefills a scene's pace and saves the one chosen among Automatic, Calm, Normal and Brisk", async () => {
    const calm = { ...dock, pace: 'calm' as const };
    const fetchStub = stubFetch(routes({ 'GET /api/projects/7/scenes': reply([calm]), 'PUT /api/scenes/4': reply({ ...calm, pace: 'brisk' }) }));
    renderWithProviders(<SceneEditorDialog projectId={7} sceneId={4} open onClose={jest.fn()} />);

    await screen.findByRole('textbox', { name: /Scene Name/ });
    expect(screen.getByRole('combobox', { name: 'Pace' })).toHaveTextContent('Calm');
    await userEvent.click(screen.getByRole('combobox', { name: 'Pace' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Automatic', 'Calm', 'Normal', 'Brisk']);
    await userEvent.click(screen.getByRole('option', { name: 'Brisk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Scene updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/scenes/4')).toEqual([
      { name: 'Dock', description: 'Night at the harbour.', setId: 11, musicId: null, timeOfDay: null, weather: null, pace: 'brisk' },
    ]);
  });

  it('shows Saving... while an edit is saved', async () => {
    stubFetch(routes({ 'PUT /api/scenes/4': PENDING }));
    renderWithProviders(<SceneEditorDialog projectId={7} sceneId={4} open onClose={jest.fn()} />);

    await screen.findByRole('textbox', { name: /Scene Name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('toasts the failure and stays open when the save fails', async () => {
    stubFetch(routes({ 'POST /api/scenes': reply('database down', 500) }));
    const onClose = jest.fn();
    renderWithProviders(<SceneEditorDialog projectId={7} open onClose={onClose} />);

    await userEvent.type(await screen.findByRole('textbox', { name: /Scene Name/ }), 'Harbour');
    await userEvent.click(screen.getByRole('button', { name: 'Create Scene' }));

    expect(await screen.findByText('Failed to save scene.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Scene' })).toBeEnabled());
  });
});
