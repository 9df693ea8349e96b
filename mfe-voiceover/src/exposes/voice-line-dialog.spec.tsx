import { queryKeys } from '@studio/api-client/query-keys';
import { buildCharacter, buildOverview, buildScene, buildVoiceLine } from '@studio/contracts/testing/factories';
import { PENDING, type StubRoutes, callsTo, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VoiceLineDialog } from './voice-line-dialog';

const rex = buildCharacter({ id: 1, name: 'Rex', projectId: 7 });
const mira = buildCharacter({ id: 2, name: 'Mira', projectId: 7 });
const dock = buildScene({ id: 4, name: 'Dock', projectId: 7 });
const deck = buildScene({ id: 5, name: 'Deck', projectId: 7 });
const hoist = buildVoiceLine({ id: 12, sceneId: 4, characterId: 1, text: 'Hoist the sails' });

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/projects/7/scenes': reply([dock, deck]),
  'GET /api/projects/7/characters': reply([rex, mira]),
  'GET /api/projects/7/voicelines': reply([hoist]),
  ...overrides,
});

// The dialog shows a skeleton under the same title until the form's choices have loaded.
const findDialog = async (name: string) => {
  await screen.findByRole('textbox', { name: 'Voice Line Text' });
  return screen.getByRole('dialog', { name });
};

const chooseCharacter = async (dialog: HTMLElement, name: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Character' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('VoiceLineDialog', () => {
  it('renders nothing while closed', () => {
    const fetchStub = stubFetch(routes());
    renderWithProviders(<VoiceLineDialog projectId={7} open={false} onClose={jest.fn()} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchStub, 'GET /api/projects/7/voicelines')).toHaveLength(0);
  });

  it('offers the Voiceover form with the default scene chosen and shows the contract messages', async () => {
    const fetchStub = stubFetch(routes());
    renderWithProviders(<VoiceLineDialog projectId={7} defaultSceneId={5} open onClose={jest.fn()} />);

    const dialog = await findDialog('Add Voice Line');
    expect(within(dialog).getByRole('combobox', { name: 'Scene (optional)' })).toHaveTextContent('Deck');
    expect(within(dialog).getByRole('textbox', { name: 'Voice Line Text' })).toHaveAttribute('rows', '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Line' }));

    expect(within(dialog).getByText('Please select a character.')).toBeInTheDocument();
    expect(within(dialog).getByText('Voice line cannot be empty.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/voicelines')).toHaveLength(0);
  });

  it('shows Creating... while the line is created', async () => {
    stubFetch(routes({ 'POST /api/voicelines': PENDING }));
    renderWithProviders(<VoiceLineDialog projectId={7} defaultSceneId={4} open onClose={jest.fn()} />);

    const dialog = await findDialog('Add Voice Line');
    await chooseCharacter(dialog, 'Rex');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Voice Line Text' }), 'Ahoy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Line' }));

    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it('creates the line, toasts, closes and marks the overview and that scene\'s list stale', async () => {
    const created = buildVoiceLine({ id: 13, sceneId: 5, characterId: 2, text: 'All hands!' });
    const fetchStub = stubFetch(routes({ 'POST /api/voicelines': reply(created, 201) }));
    const onClose = jest.fn();
    const { queryClient } = renderWithProviders(<VoiceLineDialog projectId={7} defaultSceneId={5} open onClose={onClose} />);
    queryClient.setQueryData(queryKeys.overview(7), buildOverview());
    queryClient.setQueryData(queryKeys.sceneVoiceLines(5), []);

    const dialog = await findDialog('Add Voice Line');
    await chooseCharacter(dialog, 'Mira');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Voice Line Text' }), 'All hands!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Line' }));

    expect(await screen.findByText('Voice line created')).toBeInTheDocument();
    expect(screen.getByText('Voice line has been added to the project.')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/voicelines')).toEqual([{ characterId: 2, sceneId: 5, text: 'All hands!' }]);
    expect(onClose).toHaveBeenCalled();
    expect(queryClient.getQueryState(queryKeys.overview(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.sceneVoiceLines(5))?.isInvalidated).toBe(true);
  });

  it('toasts the spec error and stays open when the create fails', async () => {
    stubFetch(routes({ 'POST /api/voicelines': { status: 500, statusText: 'Internal Server Error' } }));
    const onClose = jest.fn();
    renderWithProviders(<VoiceLineDialog projectId={7} open onClose={onClose} />);

    const dialog = await findDialog('Add Voice Line');
    await chooseCharacter(dialog, 'Rex');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Voice Line Text' }), 'Ahoy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Voice Line' }));

    expect(await screen.findByText('Failed to create voice line.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an existing line, prefilled, with PUT and shows Saving... meanwhile', async () => {
    const fetchStub = stubFetch(routes({ 'PUT /api/voicelines/12': PENDING }));
    renderWithProviders(<VoiceLineDialog projectId={7} voiceLineId={12} open onClose={jest.fn()} />);

    const dialog = await findDialog('Edit Voice Line');
    const text = within(dialog).getByRole('textbox', { name: 'Voice Line Text' });
    expect(text).toHaveValue('Hoist the sails');
    expect(within(dialog).getByRole('combobox', { name: 'Character' })).toHaveTextContent('Rex');
    expect(within(dialog).getByRole('combobox', { name: 'Scene (optional)' })).toHaveTextContent('Dock');
    await userEvent.clear(text);
    await userEvent.type(text, 'Lower the sails');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() =>
      expect(jsonBodiesSentTo(fetchStub, 'PUT /api/voicelines/12')).toEqual([{ characterId: 1, sceneId: 4, text: 'Lower the sails' }]),
    );
  });

  it('says so when the line to edit is gone', async () => {
    stubFetch(routes({ 'GET /api/projects/7/voicelines': reply([]) }));
    renderWithProviders(<VoiceLineDialog projectId={7} voiceLineId={12} open onClose={jest.fn()} />);

    expect(await screen.findByText('This voice line no longer exists.')).toBeInTheDocument();
  });
});
