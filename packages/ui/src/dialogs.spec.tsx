import { TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';

describe('ConfirmDialog', () => {
  it('confirms or cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="Delete Rex?" message="This cannot be undone." onConfirm={onConfirm} onCancel={onCancel} />);

    expect(screen.getByRole('dialog', { name: 'Delete Rex?' })).toHaveTextContent('This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables its buttons while busy', () => {
    render(<ConfirmDialog open busy title="Delete Rex?" message="Sure?" onConfirm={jest.fn()} onCancel={jest.fn()} />);

    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('FormDialog', () => {
  it('submits with Enter and shows the busy label', async () => {
    const onSubmit = jest.fn();
    const { rerender } = render(
      <FormDialog open title="Edit Character" submitLabel="Save" busyLabel="Saving..." busy={false} onSubmit={onSubmit} onClose={jest.fn()}>
        <TextField label="Name" />
      </FormDialog>,
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Rex{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <FormDialog open title="Edit Character" submitLabel="Save" busyLabel="Saving..." busy onSubmit={onSubmit} onClose={jest.fn()}>
        <TextField label="Name" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
