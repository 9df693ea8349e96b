import { buildCharacter, buildJob } from '@studio/contracts/testing/factories';
import { callsTo, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { itChecksTheCreateForm, itDeletesOnlyAfterConfirmation, openEditDialog } from '@studio/ui/testing/builder-form-tests';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharacterBuilder } from './character-builder';

const charactersRoute = 'GET /api/projects/7/characters';
const builder = { renderScreen: () => <CharacterBuilder projectId={7} />, listRoute: charactersRoute };

describe('CharacterBuilder create form', () => {
  itChecksTheCreateForm({
    ...builder,
    form: 'Create New Character',
    nameField: 'Character Name',
    submit: 'Create Character',
    createRoute: 'POST /api/characters',
    shortNameError: 'Character name must be at least 2 characters.',
    failureTitle: 'Failed to create character.',
  });

  it('creates the character, toasts, resets the form and refreshes the list', async () => {
    const fetchStub = stubFetch({
      [charactersRoute]: reply([]),
      'POST /api/characters': reply(buildCharacter({ name: 'Rex', projectId: 7 })),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);
    await screen.findByText('No characters found. Create your first character above.');

    await userEvent.type(screen.getByRole('textbox', { name: 'Character Name' }), 'Rex');
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));

    expect(await screen.findByText('Character created')).toBeInTheDocument();
    expect(screen.getByText('Rex has been added to the project.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Character Name' })).toHaveValue('');
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/characters')).toEqual([{
      name: 'Rex',
      projectId: 7,
      isPirate: false,
    }]);
    await waitFor(() => expect(callsTo(fetchStub, 'GET /api/projects/7/characters')).toHaveLength(2));
  });

  it('shows a name already taken under the name field, naming the one that exists', async () => {
    const message = 'A character named "Keeper Mara" already exists in this project.';
    stubFetch({
      [charactersRoute]: reply([]),
      'POST /api/characters': reply({ statusCode: 409, error: 'Conflict', code: 'NAME_TAKEN', message, errors: [{ path: 'name', message }] }, 409),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Character Name' }), 'keeper mára');
    await userEvent.click(screen.getByRole('button', { name: 'Create Character' }));

    const form = screen.getByRole('form', { name: 'Create New Character' });
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Character Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'Character Name' })).toHaveValue('keeper mára');
  });
});

describe('CharacterBuilder card actions', () => {
  const rex = buildCharacter({ id: 5, name: 'Rex', projectId: 7 });

  itDeletesOnlyAfterConfirmation({ ...builder, item: rex, deleteRoute: 'DELETE /api/characters/5', deletedTitle: 'Character deleted' });

  it('edits a character in a prefilled dialog and saves it with PUT', async () => {
    const fetchStub = stubFetch({
      [charactersRoute]: reply([rex]),
      'PUT /api/characters/5': reply({ ...rex, name: 'Rexy' }),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    const dialog = await openEditDialog('Rex', 'Edit Character');
    const nameField = within(dialog).getByRole('textbox', { name: 'Character Name' });
    expect(nameField).toHaveValue('Rex');
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Rexy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Character updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/characters/5')).toEqual([{ name: 'Rexy' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("changes the character's voice and sends only the voice that changed", async () => {
    const fetchStub = stubFetch({
      [charactersRoute]: reply([rex]),
      'PUT /api/characters/5': reply({ ...rex, voice: { voice: 'en-gb-x-rp+f2', pitch: 70, rate: 170 } }),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    const dialog = await openEditDialog('Rex', 'Edit Character');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Voice Accent' }));
    await userEvent.click(await screen.findByRole('option', { name: 'en-gb-x-rp' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Voice Variant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'f2' }));
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Pitch' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Pitch' }), '70');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Character updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/characters/5')).toEqual([
      { name: 'Rex', voice: { voice: 'en-gb-x-rp+f2', pitch: 70, rate: 170 } },
    ]);
  });

  it('refuses a pitch out of range under the field and sends nothing', async () => {
    const fetchStub = stubFetch({ [charactersRoute]: reply([rex]) });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    const dialog = await openEditDialog('Rex', 'Edit Character');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Pitch' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Pitch' }), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Pitch must be a whole number from 0 to 99.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'PUT /api/characters/5')).toHaveLength(0);
  });

  it('keeps a bad edit in the dialog with the contract message', async () => {
    const fetchStub = stubFetch({ [charactersRoute]: reply([rex]) });
    renderWithProviders(<CharacterBuilder projectId={7} />);

    const dialog = await openEditDialog('Rex', 'Edit Character');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'PUT /api/characters/5')).toHaveLength(0);
  });
});

describe('CharacterBuilder Generate 3D Model', () => {
  const rex = buildCharacter({ id: 5, name: 'Rex', projectId: 7 });
  const jobsRoute = 'GET /api/jobs?projectId=7';
  const modelJob = buildJob({ id: 40, type: 'character.model', target: { type: 'character', id: 5 }, projectId: 7 });

  it('queues the model job and shows Generating... with the job progress', async () => {
    const fetchStub = stubFetch({
      [charactersRoute]: reply([rex]),
      [jobsRoute]: reply([]),
      'POST /api/characters/5/generate-model': reply(modelJob, 202),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);
    const card = await screen.findByRole('article', { name: 'Rex' });

    await userEvent.click(await within(card).findByRole('button', { name: 'Generate 3D Model' }));

    expect(await screen.findByText('Generating 3D model')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(within(card).getByRole('progressbar', { name: 'Building 3D model of Rex' })).toHaveAttribute('aria-valuenow', '0');
    expect(callsTo(fetchStub, 'POST /api/characters/5/generate-model')).toHaveLength(1);
  });

  it('keeps the button disabled while a model job for the character runs', async () => {
    stubFetch({
      [charactersRoute]: reply([rex]),
      [jobsRoute]: reply([{ ...modelJob, state: 'running', progress: 45, stage: 'building model' }]),
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);
    const card = await screen.findByRole('article', { name: 'Rex' });

    expect(await within(card).findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(within(card).getByRole('progressbar', { name: 'Building 3D model of Rex' })).toHaveAttribute('aria-valuenow', '45');
    expect(within(card).getByText('building model · 45%')).toBeInTheDocument();
  });

  it('shows the server message when the job cannot be queued', async () => {
    stubFetch({
      [charactersRoute]: reply([rex]),
      [jobsRoute]: reply([]),
      'POST /api/characters/5/generate-model': { status: 409, body: { statusCode: 409, message: 'A 3D model for Rex is already being generated.' } },
    });
    renderWithProviders(<CharacterBuilder projectId={7} />);
    const card = await screen.findByRole('article', { name: 'Rex' });

    await userEvent.click(await within(card).findByRole('button', { name: 'Generate 3D Model' }));

    expect(await screen.findByText('Failed to generate 3D model.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Generate 3D Model' })).toBeEnabled();
  });
});
