import { buildServiceStatus } from '@studio/contracts/testing/factories';
import { PENDING, jsonBodiesSentTo, reply, requestedRoutes, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceStatusPanel } from './service-status-panel';

const buildSavedKey = (overrides: { service?: string } = {}) => ({
  service: overrides.service ?? 'elevenlabs',
  configured: true,
  updatedAt: '2026-11-22T00:30:00.000Z',
  source: 'stored',
  lastTest: { ok: true, reason: null, testedAt: '2026-11-22T00:30:00.000Z' },
});

const voiceCard = () => screen.findByRole('article', { name: 'Voice AI' });

describe('ServiceStatusPanel keys', () => {
  afterEach(() => jest.useRealTimers());

  it("offers 'Add Key' for a service without a key and 'Update Key' for one with a key", async () => {
    stubFetch({ 'GET /api/status': reply(buildServiceStatus({ openai: true })) });

    renderWithProviders(<ServiceStatusPanel />);

    expect(within(await screen.findByRole('article', { name: 'Text & Music AI' })).getByRole('button', { name: 'Update Key' })).toBeInTheDocument();
    expect(within(await voiceCard()).getByRole('button', { name: 'Add Key' })).toBeInTheDocument();
  });

  it('saves the key, shows Key updated for 3 seconds and the service as Connected', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const routes = {
      'GET /api/status': reply(buildServiceStatus()),
      'PUT /api/settings/keys/elevenlabs': reply(buildSavedKey()),
    };
    const fetchStub = stubFetch(routes);
    renderWithProviders(<ServiceStatusPanel />);

    await user.click(within(await voiceCard()).getByRole('button', { name: 'Add Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Add ElevenLabs Key' });
    const field = within(dialog).getByLabelText('API Key');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, '  el-1234567890  ');
    routes['GET /api/status'] = reply(buildServiceStatus({ elevenlabs: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/settings/keys/elevenlabs')).toEqual([{ key: 'el-1234567890' }]);
    const card = await voiceCard();
    expect(within(card).getByRole('button', { name: 'Key updated' })).toBeInTheDocument();
    expect(await within(card).findByText('Connected')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900));
    expect(within(card).getByRole('button', { name: 'Key updated' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(within(card).queryByRole('button', { name: 'Key updated' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Update Key' })).toBeInTheDocument();
  });

  it('shows the validation message under the field and sends nothing', async () => {
    const fetchStub = stubFetch({ 'GET /api/status': reply(buildServiceStatus()) });
    renderWithProviders(<ServiceStatusPanel />);

    await userEvent.click(within(await voiceCard()).getByRole('button', { name: 'Add Key' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('API Key'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Key must be at least 8 characters.')).toBeInTheDocument();
    expect(requestedRoutes(fetchStub).filter((route) => route !== 'GET /api/settings/keys')).toEqual(['GET /api/status']);
  });

  it("shows the server's message when it refuses the key, and keeps the dialog open", async () => {
    stubFetch({
      'GET /api/status': reply(buildServiceStatus()),
      'PUT /api/settings/keys/meshy': reply(
        { statusCode: 400, message: 'Validation failed: Key must be at most 500 characters.', error: 'Bad Request' },
        400,
      ),
    });
    renderWithProviders(<ServiceStatusPanel />);

    await userEvent.click(within(await screen.findByRole('article', { name: '3D Model AI' })).getByRole('button', { name: 'Add Key' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('API Key'), 'msy-1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Validation failed: Key must be at most 500 characters.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Meshy Key' })).toBeInTheDocument();
  });

  it('shows the busy label while saving, and Cancel closes without saving', async () => {
    const fetchStub = stubFetch({ 'GET /api/status': reply(buildServiceStatus()), 'PUT /api/settings/keys/openai': PENDING });
    renderWithProviders(<ServiceStatusPanel />);

    const card = await screen.findByRole('article', { name: 'Text & Music AI' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add Key' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestedRoutes(fetchStub).filter((route) => route !== 'GET /api/settings/keys')).toEqual(['GET /api/status']);

    await userEvent.click(within(card).getByRole('button', { name: 'Add Key' }));
    await userEvent.type(screen.getByLabelText('API Key'), 'sk-1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('ServiceStatusPanel tests and removal', () => {
  it("shows why the last test failed, and removes a stored key on 'Remove Key'", async () => {
    const routes = {
      'GET /api/status': reply(buildServiceStatus({ meshy: false })),
      'GET /api/settings/keys': reply([
        { service: 'openai', configured: false, updatedAt: null, source: null, lastTest: null },
        {
          ...buildSavedKey({ service: 'meshy' }),
          lastTest: { ok: false, reason: 'Meshy failed while testing the key: Meshy rejected the API key (HTTP 401: Invalid API key)', testedAt: '2026-11-22T00:31:00.000Z' },
        },
        { service: 'elevenlabs', configured: false, updatedAt: null, source: null, lastTest: null },
      ]),
      'DELETE /api/settings/keys/meshy': reply({ service: 'meshy', configured: false, updatedAt: null, source: null, lastTest: null }),
    };
    const fetchStub = stubFetch(routes);
    renderWithProviders(<ServiceStatusPanel />);

    const card = await screen.findByRole('article', { name: '3D Model AI' });
    expect(await within(card).findByText(/Meshy rejected the API key \(HTTP 401: Invalid API key\)/)).toBeInTheDocument();
    expect(within(card).getByText('Key stored in Settings')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Key' }));
    await waitFor(() => expect(requestedRoutes(fetchStub)).toContain('DELETE /api/settings/keys/meshy'));
  });

  it('tests every key again on Refresh Status', async () => {
    const fetchStub = stubFetch({
      'GET /api/status': reply(buildServiceStatus()),
      'POST /api/settings/keys/test': reply([]),
    });
    renderWithProviders(<ServiceStatusPanel />);
    await voiceCard();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Status' }));
    await waitFor(() => expect(requestedRoutes(fetchStub).filter((route) => route === 'GET /api/status')).toHaveLength(2));
    expect(requestedRoutes(fetchStub)).toContain('POST /api/settings/keys/test');
  });
});
