import { describe, expect, it } from '@jest/globals';
import { PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../../testing/render-app';
import { SessionGate } from './session-gate';

const renderGate = () =>
  renderInShell(
    <SessionGate>
      <p>Studio app</p>
    </SessionGate>,
  );

const enterPassword = async (password: string) => {
  await userEvent.type(await screen.findByLabelText('Access Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Enter Studio' }));
};

describe('SessionGate and PasswordGate', () => {
  it('shows the gate with the spec texts when there is no session', async () => {
    stubFetch({ 'GET /api/auth/session': reply({ authenticated: false }) });
    renderGate();

    expect(await screen.findByRole('heading', { name: 'My Movie AI' })).toBeInTheDocument();
    expect(screen.getByText('AI-Powered Film Production Platform')).toBeInTheDocument();
    expect(screen.getByLabelText('Access Password')).toHaveAttribute('placeholder', 'Enter password to continue');
    expect(screen.getByText('Modular AI Film Studio Architecture / Director-Centric Edition')).toBeInTheDocument();
    expect(screen.queryByText('Studio app')).not.toBeInTheDocument();
  });

  it('opens the app when the session exists', async () => {
    stubFetch({ 'GET /api/auth/session': reply({ authenticated: true }) });
    renderGate();

    expect(await screen.findByText('Studio app')).toBeInTheDocument();
  });

  it('requires a password before asking the backend', async () => {
    const fetchStub = stubFetch({ 'GET /api/auth/session': reply({ authenticated: false }) });
    renderGate();

    await userEvent.click(await screen.findByRole('button', { name: 'Enter Studio' }));

    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalledWith('/api/auth/login', expect.anything());
  });

  it('reads Authenticating... while the backend checks the password', async () => {
    stubFetch({ 'GET /api/auth/session': reply({ authenticated: false }), 'POST /api/auth/login': PENDING });
    renderGate();

    await enterPassword('secret');

    expect(await screen.findByRole('button', { name: 'Authenticating...' })).toBeDisabled();
  });

  it('toasts Access Denied on a wrong password and stays on the gate', async () => {
    stubFetch({
      'GET /api/auth/session': reply({ authenticated: false }),
      'POST /api/auth/login': reply('Unauthorized', 401),
    });
    renderGate();

    await enterPassword('wrong');

    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter Studio' })).toBeEnabled();
    expect(screen.queryByText('Studio app')).not.toBeInTheDocument();
  });

  it('welcomes the user and opens the app on the right password', async () => {
    const fetchStub = stubFetch({
      'GET /api/auth/session': reply({ authenticated: false }),
      'POST /api/auth/login': reply({ authenticated: true }),
    });
    renderGate();

    await enterPassword('right');

    expect(await screen.findByText('Studio app')).toBeInTheDocument();
    expect(screen.getByText('Welcome to My Movie AI')).toBeInTheDocument();
    expect(screen.getByText('Access granted. Welcome to the AI film production platform.')).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ password: 'right' }) }),
    );
  });
});
