import { buildMusicTrack } from '@studio/contracts/testing/factories';
import { callsTo, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { MUSIC_STYLES } from '@studio/contracts/music';
import { itChecksTheCreateForm, itDeletesOnlyAfterConfirmation, openEditDialog } from '@studio/ui/testing/builder-form-tests';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MusicComposer } from './music-composer';

const musicRoute = 'GET /api/projects/7/music';
const otherRoutes = { 'GET /api/projects/7/scenes': reply([]) };
const base = { [musicRoute]: reply([]), ...otherRoutes };
const builder = { renderScreen: () => <MusicComposer projectId={7} />, listRoute: musicRoute, otherRoutes };

describe('MusicComposer create form', () => {
  itChecksTheCreateForm({
    ...builder,
    form: 'Create New Music Track',
    nameField: 'Track Name',
    submit: 'Create Track',
    createRoute: 'POST /api/music',
    shortNameError: 'Music track name must be at least 2 characters.',
    failureTitle: 'Failed to create music track.',
  });

  it('offers the contract styles by label, 80s Rock first', async () => {
    stubFetch(base);
    renderWithProviders(<MusicComposer projectId={7} />);

    const styleSelect = screen.getByRole('combobox', { name: 'Music Style' });
    expect(styleSelect).toHaveTextContent('80s Rock');
    await userEvent.click(styleSelect);
    // The contract's own spec pins the list itself.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(MUSIC_STYLES.map((style) => style.label));
  });

  it('creates the track with the chosen style value, toasts and refreshes the list', async () => {
    const fetchStub = stubFetch({ ...base, 'POST /api/music': reply(buildMusicTrack({ name: 'Neon Chase', projectId: 7 })) });
    renderWithProviders(<MusicComposer projectId={7} />);
    await screen.findByText('No music tracks found. Create your first track above.');

    await userEvent.type(screen.getByRole('textbox', { name: 'Track Name' }), 'Neon Chase');
    await userEvent.click(screen.getByRole('combobox', { name: 'Music Style' }));
    await userEvent.click(screen.getByRole('option', { name: 'Synthwave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Track' }));

    expect(await screen.findByText('Music track created')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/music')).toEqual([{ name: 'Neon Chase', style: 'synthwave', projectId: 7 }]);
    await waitFor(() => expect(callsTo(fetchStub, musicRoute)).toHaveLength(2));
  });
});

describe('MusicComposer card actions', () => {
  const neon = buildMusicTrack({ id: 9, name: 'Neon Chase', style: 'synthwave', projectId: 7 });

  itDeletesOnlyAfterConfirmation({ ...builder, item: neon, deleteRoute: 'DELETE /api/music/9', deletedTitle: 'Music track deleted' });

  it('edits a track in a prefilled dialog and saves it with PUT', async () => {
    const fetchStub = stubFetch({ ...base, [musicRoute]: reply([neon]), 'PUT /api/music/9': reply({ ...neon, style: 'jazz' }) });
    renderWithProviders(<MusicComposer projectId={7} />);

    const dialog = await openEditDialog('Neon Chase', 'Edit Music Track');
    expect(within(dialog).getByRole('combobox', { name: 'Music Style' })).toHaveTextContent('Synthwave');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Music Style' }));
    await userEvent.click(screen.getByRole('option', { name: 'Jazz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Music track updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/music/9')).toEqual([{ name: 'Neon Chase', style: 'jazz' }]);
  });
});
