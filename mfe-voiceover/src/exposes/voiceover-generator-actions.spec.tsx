import { buildCharacter, buildScene, buildVoiceLine } from '@studio/contracts/testing/factories';
import { PENDING, type StubRoutes, callsTo, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { openEditDialog } from '@studio/ui/testing/builder-form-tests';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VoiceoverGenerator } from './voiceover-generator';

const rex = buildCharacter({ id: 1, name: 'Rex', projectId: 7 });
const dock = buildScene({ id: 4, name: 'Dock', projectId: 7 });
const hoist = buildVoiceLine({ id: 12, sceneId: 4, characterId: 1, text: 'Hoist the sails' });

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/projects/7/scenes': reply([dock]),
  'GET /api/projects/7/characters': reply([rex]),
  'GET /api/projects/7/voicelines': reply([]),
  'GET /api/scenes/4/voicelines': reply([]),
  ...overrides,
});

const chooseCharacter = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Character' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('VoiceoverGenerator create form', () => {
  it('shows the contract messages for a missing character and empty text', async () => {
    const fetchStub = stubFetch(routes());
    renderWithProviders(<VoiceoverGenerator projectId={7} />);

    expect(screen.getByRole('form', { name: 'Create New Voice Line' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Voice Line Text' })).toHaveAttribute('rows', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Create Voice Line' }));

    expect(screen.getByText('Please select a character.')).toBeInTheDocument();
    expect(screen.getByText('Voice line cannot be empty.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/voicelines')).toHaveLength(0);
  });

  it('shows Creating... while the line is created', async () => {
    stubFetch(routes({ 'POST /api/voicelines': PENDING }));
    renderWithProviders(<VoiceoverGenerator projectId={7} />);

    await chooseCharacter('Rex');
    await userEvent.type(screen.getByRole('textbox', { name: 'Voice Line Text' }), 'Ahoy');
    await userEvent.click(screen.getByRole('button', { name: 'Create Voice Line' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it('creates the line for the chosen scene, toasts and refreshes that scene\'s list', async () => {
    const fetchStub = stubFetch(routes({ 'POST /api/voicelines': reply(hoist) }));
    renderWithProviders(<VoiceoverGenerator projectId={7} />);
    await screen.findByText('No voice lines found. Create your first voice line above.');

    await chooseCharacter('Rex');
    await userEvent.click(screen.getByRole('combobox', { name: 'Scene (optional)' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dock' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Voice Line Text' }), 'Hoist the sails');
    await userEvent.click(screen.getByRole('button', { name: 'Create Voice Line' }));

    expect(await screen.findByText('Voice line created')).toBeInTheDocument();
    expect(screen.getByText('Voice line has been added to the project.')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/voicelines')).toEqual([{ characterId: 1, sceneId: 4, text: 'Hoist the sails' }]);
    await waitFor(() => expect(callsTo(fetchStub, 'GET /api/scenes/4/voicelines')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Voice Line Text' })).toHaveValue('');
  });

  it('shows the spec error toast when the create fails', async () => {
    stubFetch(routes({ 'POST /api/voicelines': { status: 500, statusText: 'Internal Server Error' } }));
    renderWithProviders(<VoiceoverGenerator projectId={7} />);

    await chooseCharacter('Rex');
    await userEvent.type(screen.getByRole('textbox', { name: 'Voice Line Text' }), 'Ahoy');
    await userEvent.click(screen.getByRole('button', { name: 'Create Voice Line' }));

    expect(await screen.findByText('Failed to create voice line.')).toBeInTheDocument();
  });
});

describe('VoiceoverGenerator line actions', () => {
  it('edits a line in a prefilled dialog and saves it with PUT', async () => {
    const fetchStub = stubFetch(
      routes({
        'GET /api/scenes/4/voicelines': reply([hoist]),
        'PUT /api/voicelines/12': reply({ ...hoist, text: 'Lower the sails' }),
      }),
    );
    renderWithProviders(<VoiceoverGenerator projectId={7} />);

    const dialog = await openEditDialog('Rex: Hoist the sails', 'Edit Voice Line');
    const text = within(dialog).getByRole('textbox', { name: 'Voice Line Text' });
    expect(text).toHaveValue('Hoist the sails');
    await userEvent.clear(text);
    await userEvent.type(text, 'Lower the sails');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Voice line updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/voicelines/12')).toEqual([
      { characterId: 1, sceneId: 4, text: 'Lower the sails' },
    ]);
  });

  it('deletes a line after confirmation and refreshes its scene\'s list', async () => {
    const fetchStub = stubFetch(
      routes({ 'GET /api/scenes/4/voicelines': reply([hoist]), 'DELETE /api/voicelines/12': reply({ ok: true }) }),
    );
    renderWithProviders(<VoiceoverGenerator projectId={7} />);

    const item = await screen.findByRole('article', { name: 'Rex: Hoist the sails' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(callsTo(fetchStub, 'DELETE /api/voicelines/12')).toHaveLength(0);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete voice line?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Voice line deleted')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'DELETE /api/voicelines/12')).toHaveLength(1);
    expect(callsTo(fetchStub, 'GET /api/scenes/4/voicelines')).toHaveLength(2);
  });
});
