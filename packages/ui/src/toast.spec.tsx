import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { useToast } from './toast';

function Notifier() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.error('Access Denied', 'Incorrect password. Please try again.')}>
        fail
      </button>
      <button type="button" onClick={() => toast.success('Set created')}>
        succeed
      </button>
    </>
  );
}

describe('useToast', () => {
  it('shows the title and the description', async () => {
    render(
      <SnackbarProvider>
        <Notifier />
      </SnackbarProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Incorrect password. Please try again.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(await screen.findByText('Set created')).toBeInTheDocument();
  });
});
