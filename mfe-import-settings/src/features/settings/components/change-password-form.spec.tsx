import { callsTo, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm } from './change-password-form';

const ROUTE = 'POST /api/auth/password';

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordForm', () => {
  it('sends the current and the new password, empties the fields and says how many other sessions were logged out', async () => {
    const fetchStub = stubFetch({ [ROUTE]: reply({ endedSessions: 2 }) });
    renderWithProviders(<ChangePasswordForm />);

    await fill('the-old-password', 'a-brand-new-password');

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('2 other sessions were logged out.')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, ROUTE)).toEqual([{ currentPassword: 'the-old-password', newPassword: 'a-brand-new-password' }]);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('says a lone session ended nothing else', async () => {
    stubFetch({ [ROUTE]: reply({ endedSessions: 0 }) });
    renderWithProviders(<ChangePasswordForm />);

    await fill('the-old-password', 'a-brand-new-password');

    expect(await screen.findByText('No other session was open.')).toBeInTheDocument();
  });

  it('checks the fields before sending anything: a short new password, a confirmation that differs, an empty current one', async () => {
    const fetchStub = stubFetch({ [ROUTE]: reply({ endedSessions: 0 }) });
    renderWithProviders(<ChangePasswordForm />);

    await fill('', 'short', 'shorter');

    expect(screen.getByText('Current password is required.')).toBeInTheDocument();
    expect(screen.getByText('The new password needs at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('The new passwords do not match.')).toBeInTheDocument();
    expect(callsTo(fetchStub, ROUTE)).toHaveLength(0);
  });

  it("shows the server's refusal of the current password under its field", async () => {
    const message = 'The current password is incorrect.';
    stubFetch({
      [ROUTE]: reply({ statusCode: 403, message, error: 'Forbidden', code: 'WRONG_PASSWORD', errors: [{ path: 'currentPassword', message }] }, 403),
    });
    renderWithProviders(<ChangePasswordForm />);

    await fill('a-wrong-password', 'a-brand-new-password');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
  });

  it('toasts a refusal no field can fix, such as a password set on the server', async () => {
    const message = 'The studio password is set by STUDIO_PASSWORD on the server, so it can only be changed there.';
    stubFetch({ [ROUTE]: reply({ statusCode: 409, message, error: 'Conflict', code: 'PASSWORD_PINNED' }, 409) });
    renderWithProviders(<ChangePasswordForm />);

    await fill('the-old-password', 'a-brand-new-password');

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
