import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogPlaceholder } from './dialog-placeholder';

describe('DialogPlaceholder', () => {
  it('shows one skeleton per field while the form loads', () => {
    render(<DialogPlaceholder title="Add Scene" state={{ kind: 'loading', label: 'Loading scene editor', rows: 5 }} onClose={jest.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Add Scene' });
    expect(screen.getByLabelText('Loading scene editor').children).toHaveLength(5);
    expect(dialog).toHaveTextContent('Add Scene');
  });

  it('shows the load error or why the form cannot open, and closes on Escape', async () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <DialogPlaceholder title="Edit Scene" state={{ kind: 'error', error: new Error('500: Internal Server Error') }} onClose={onClose} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('500: Internal Server Error');

    rerender(<DialogPlaceholder title="Edit Scene" state={{ kind: 'missing', message: 'This scene no longer exists.' }} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This scene no longer exists.');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
