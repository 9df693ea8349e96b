import { buildJob, buildSet } from '@studio/contracts/testing/factories';
import { callsTo, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { itChecksTheCreateForm, itDeletesOnlyAfterConfirmation, openEditDialog } from '@studio/ui/testing/builder-form-tests';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectSets } from './project-sets';
import { SetBuilder } from './set-builder';

const setsRoute = 'GET /api/projects/7/sets';
const builder = { renderScreen: () => <SetBuilder projectId={7} />, listRoute: setsRoute };

describe('SetBuilder create form', () => {
  itChecksTheCreateForm({
    ...builder,
    form: 'Create New Set',
    nameField: 'Set Name',
    submit: 'Create Set',
    createRoute: 'POST /api/sets',
    shortNameError: 'Set name must be at least 2 characters.',
    failureTitle: 'Failed to create set.',
  });

  it('offers the contract set types, farm first', async () => {
    stubFetch({ [setsRoute]: reply([]) });
    renderWithProviders(<SetBuilder projectId={7} />);

    const typeSelect = screen.getByRole('combobox', { name: 'Set Type' });
    expect(typeSelect).toHaveTextContent('Farm');
    await userEvent.click(typeSelect);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Farm',
      'Apartment',
      'Taqueria',
      'Street',
      'Truck',
    ]);
  });

  it('creates the set with its type, toasts and refreshes the list', async () => {
    const fetchStub = stubFetch({
      [setsRoute]: reply([]),
      'POST /api/sets': reply(buildSet({ name: 'Back Street', type: 'street', projectId: 7 })),
    });
    renderWithProviders(<SetBuilder projectId={7} />);
    await screen.findByText('No sets found. Create your first set above.');

    await userEvent.type(screen.getByRole('textbox', { name: 'Set Name' }), 'Back Street');
    await userEvent.click(screen.getByRole('combobox', { name: 'Set Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Street' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Set' }));

    expect(await screen.findByText('Set created')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/sets')).toEqual([{ name: 'Back Street', type: 'street', projectId: 7 }]);
    expect(screen.getByRole('textbox', { name: 'Set Name' })).toHaveValue('');
    await waitFor(() => expect(callsTo(fetchStub, setsRoute)).toHaveLength(2));
  });

  it('shows the kind of place it will build as the name is typed, and creates the one picked instead', async () => {
    const fetchStub = stubFetch({ [setsRoute]: reply([]), 'POST /api/sets': reply(buildSet({ name: 'Fishing Pier', kind: 'forest', projectId: 7 })) });
    renderWithProviders(<SetBuilder projectId={7} />);

    const kindSelect = screen.getByRole('combobox', { name: 'Set Kind' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Set Name' }), 'Fishing Pier');
    expect(kindSelect).toHaveTextContent('Harbour / pier (from its name)');
    await userEvent.click(kindSelect);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.length).toBeGreaterThanOrEqual(25);
    expect(options).toEqual(expect.arrayContaining(['Kitchen', 'Lighthouse', 'Forest / woods', 'Shop / bakery']));
    await userEvent.click(screen.getByRole('option', { name: 'Forest / woods' }));
    expect(kindSelect).toHaveTextContent('Forest / woods');
    await userEvent.click(screen.getByRole('button', { name: 'Create Set' }));

    expect(await screen.findByText('Set created')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/sets')).toEqual([{ name: 'Fishing Pier', type: 'farm', projectId: 7, kind: 'forest' }]);
  });
});

describe('SetBuilder card actions', () => {
  const farm = buildSet({ id: 4, name: 'Old Farm', projectId: 7 });

  itDeletesOnlyAfterConfirmation({ ...builder, item: farm, deleteRoute: 'DELETE /api/sets/4', deletedTitle: 'Set deleted' });

  it('edits a set in a prefilled dialog and saves it with PUT', async () => {
    const fetchStub = stubFetch({ [setsRoute]: reply([farm]), 'PUT /api/sets/4': reply({ ...farm, type: 'truck' }) });
    renderWithProviders(<SetBuilder projectId={7} />);

    const dialog = await openEditDialog('Old Farm', 'Edit Set');
    expect(within(dialog).getByRole('textbox', { name: 'Set Name' })).toHaveValue('Old Farm');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Set Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Truck' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Set updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/sets/4')).toEqual([{ name: 'Old Farm', type: 'truck' }]);
  });

  it('shows the kind in the edit dialog, reads it again from the new words, and saves a picked one', async () => {
    const fetchStub = stubFetch({ [setsRoute]: reply([farm]), 'PUT /api/sets/4': reply({ ...farm, kind: 'lighthouse' }) });
    renderWithProviders(<SetBuilder projectId={7} />);

    expect(within(await screen.findByRole('article', { name: 'Old Farm' })).getByText('Kind: Farm')).toBeInTheDocument();
    const dialog = await openEditDialog('Old Farm', 'Edit Set');
    const kindSelect = within(dialog).getByRole('combobox', { name: 'Set Kind' });
    expect(kindSelect).toHaveTextContent('Farm (from its name)');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Set Name' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Set Name' }), 'Birch Woods');
    expect(kindSelect).toHaveTextContent('Forest / woods (from its name)');
    await userEvent.click(kindSelect);
    await userEvent.click(screen.getByRole('option', { name: 'Lighthouse' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Set updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/sets/4')).toEqual([{ name: 'Birch Woods', type: 'farm', kind: 'lighthouse' }]);
  });

  it('goes back to the words for a set whose kind was picked', async () => {
    const cove = buildSet({ id: 5, name: 'Old Farm', projectId: 7, kind: 'beach' });
    const fetchStub = stubFetch({ [setsRoute]: reply([cove]), 'PUT /api/sets/5': reply({ ...cove, kind: 'farm' }) });
    renderWithProviders(<SetBuilder projectId={7} />);

    const dialog = await openEditDialog('Old Farm', 'Edit Set');
    const kindSelect = within(dialog).getByRole('combobox', { name: 'Set Kind' });
    expect(kindSelect).toHaveTextContent('Beach');
    await userEvent.click(kindSelect);
    await userEvent.click(screen.getByRole('option', { name: 'Farm (from its name)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Set updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/sets/5')).toEqual([{ name: 'Old Farm', type: 'farm', kind: null }]);
  });
});

describe('SetBuilder Generate 3D Model', () => {
  const deck = buildSet({ id: 9, name: 'Main Deck', projectId: 7 });
  const modelJob = buildJob({ id: 41, type: 'set.model', target: { type: 'set', id: 9 }, projectId: 7 });

  it('queues the set model job and shows Generating... with its progress', async () => {
    const fetchStub = stubFetch({
      [setsRoute]: reply([deck]),
      'GET /api/jobs?projectId=7': reply([]),
      'POST /api/sets/9/generate-model': reply(modelJob, 202),
    });
    renderWithProviders(<SetBuilder projectId={7} />);
    const card = await screen.findByRole('article', { name: 'Main Deck' });

    await userEvent.click(await within(card).findByRole('button', { name: 'Generate 3D Model' }));

    expect(await within(card).findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(within(card).getByRole('progressbar', { name: 'Building 3D model of Main Deck' })).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/sets/9/generate-model')).toHaveLength(1);
  });

  it('the project tab shows no generate action', async () => {
    stubFetch({ [setsRoute]: reply([deck]), 'GET /api/jobs?projectId=7': reply([]) });
    renderWithProviders(<ProjectSets projectId={7} />);
    const card = await screen.findByRole('article', { name: 'Main Deck' });
    expect(within(card).queryByRole('button', { name: 'Generate 3D Model' })).not.toBeInTheDocument();
  });
});
