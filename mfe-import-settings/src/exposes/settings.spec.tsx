import { buildServiceStatus } from '@studio/contracts/testing/factories';
import { jsonBodiesSentTo, PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from './settings';

describe('Settings', () => {
  it('shows its title and three placeholders while the status loads', () => {
    stubFetch({ 'GET /api/status': PENDING });

    renderWithProviders(<Settings projectId={1} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  });

  it('shows each AI service as connected or not', async () => {
    stubFetch({ 'GET /api/status': reply(buildServiceStatus({ openai: true, meshy: false, elevenlabs: true })) });

    renderWithProviders(<Settings projectId={1} />);

    expect(within(await screen.findByRole('article', { name: 'Text & Music AI' })).getByText('Connected')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '3D Model AI' })).getByText('Not connected')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Voice AI' })).getByText('Connected')).toBeInTheDocument();
  });

  it('names the engine each kind of generation uses right now, the 3D model engine included', async () => {
    stubFetch({
      'GET /api/status': reply(
        buildServiceStatus({ meshy: true, engines: { voice: 'espeak-ng (WASM)', music: 'local synthesizer', models: 'Meshy' } }),
      ),
    });

    renderWithProviders(<Settings projectId={1} />);

    expect(within(await screen.findByRole('article', { name: 'Text & Music AI' })).getByText('Music engine: local synthesizer')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '3D Model AI' })).getByText('3D model engine: Meshy')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Voice AI' })).getByText('Voice engine: espeak-ng (WASM)')).toBeInTheDocument();
  });

  it('shows which local engines run on the server', async () => {
    stubFetch({ 'GET /api/status': reply(buildServiceStatus({ local: { voice: true, music: false, models: true } })) });

    renderWithProviders(<Settings projectId={1} />);

    const engines = await screen.findByRole('region', { name: 'Local Engines' });
    const engineRow = (name: string) => within(within(engines).getByRole('heading', { name }).parentElement!.parentElement!);
    expect(engineRow('Offline Voice').getByText('Available')).toBeInTheDocument();
    expect(engineRow('Offline Music').getByText('Unavailable')).toBeInTheDocument();
    expect(engineRow('Offline 3D Models').getByText('Available')).toBeInTheDocument();
  });

  it('offers to change the studio password', () => {
    stubFetch({ 'GET /api/status': PENDING });

    renderWithProviders(<Settings projectId={1} />);

    const form = screen.getByRole('form', { name: 'Change Password' });
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) expect(within(form).getByLabelText(label)).toBeInTheDocument();
  });

  it('tests the keys and asks the server again on Refresh Status', async () => {
    const fetchStub = stubFetch({ 'GET /api/status': reply(buildServiceStatus()), 'POST /api/settings/keys/test': reply([]) });
    renderWithProviders(<Settings projectId={1} />);
    await screen.findByRole('article', { name: 'Voice AI' });

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Status' }));

    await waitFor(() => expect(fetchStub.mock.calls.filter(([path]) => path === '/api/status')).toHaveLength(2));
    expect(fetchStub.mock.calls.some(([path]) => path === '/api/settings/keys/test')).toBe(true);
  });

  it('offers the pirate preferences with their choices and saves a change on the server', async () => {
    const preferences = { dialectIntensity: 'moderate', canonNames: [], defaultSeaConditions: 'choppy' };
    const fetchStub = stubFetch({
      'GET /api/status': reply(buildServiceStatus()),
      'GET /api/settings/pirate-preferences': reply(preferences),
      'PUT /api/settings/pirate-preferences': reply({ ...preferences, dialectIntensity: 'blackbeard' }),
    });
    renderWithProviders(<Settings projectId={1} />);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Dialect Intensity' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mild',
      'Moderate',
      'Intense',
      'Blackbeard',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Blackbeard' }));
    expect(await screen.findByRole('combobox', { name: 'Dialect Intensity' })).toHaveTextContent('Blackbeard');
    expect(screen.getByRole('combobox', { name: 'Default Sea Conditions' })).toHaveTextContent('Choppy');
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/settings/pirate-preferences')).toEqual([{ ...preferences, dialectIntensity: 'blackbeard' }]);
    // The built-in crew names are the canon names until some are saved.
    expect(screen.getByText('Captain Redbeard')).toBeInTheDocument();
  });
});
