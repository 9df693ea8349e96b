import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileField, type FileFieldProps, FilePickerButton } from './file-field';

const png = () => new File(['png'], 'rex.png', { type: 'image/png' });

/** A form's use of the field: the chosen file held in state. */
function ControlledFileField(props: Omit<FileFieldProps, 'file' | 'onChange'>) {
  const [file, setFile] = useState<File | null>(null);
  return <FileField {...props} file={file} onChange={setFile} />;
}

const referenceImage = { label: 'Reference Image', buttonLabel: 'Choose Image', accept: 'image/*', helperText: 'Optional.' };

describe('FileField', () => {
  it('shows the chosen file and removes it again', async () => {
    render(<ControlledFileField {...referenceImage} />);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(screen.getByLabelText('Reference Image')).toHaveAccessibleDescription('Optional.');

    await userEvent.upload(screen.getByLabelText('Reference Image'), png());
    expect(screen.getByText('rex.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('shows an error instead of the helper text and marks the input invalid', () => {
    render(<ControlledFileField {...referenceImage} error="Reference image must be at most 5 MB." />);

    const input = screen.getByLabelText('Reference Image');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Reference image must be at most 5 MB.');
    expect(screen.queryByText('Optional.')).not.toBeInTheDocument();
  });
});

describe('FilePickerButton', () => {
  it('hands over each chosen file, the same one twice included', async () => {
    const onPick = jest.fn();
    render(<FilePickerButton buttonLabel="Upload Audio" inputLabel="Audio file for Neon Chase" accept="audio/*" onPick={onPick} />);
    const file = new File(['wav'], 'neon.wav', { type: 'audio/wav' });

    await userEvent.upload(screen.getByLabelText('Audio file for Neon Chase'), file);
    await userEvent.upload(screen.getByLabelText('Audio file for Neon Chase'), file);

    expect(onPick).toHaveBeenCalledTimes(2);
    expect(onPick).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('Upload Audio')).toBeInTheDocument();
  });

  it('cannot be used while disabled', () => {
    render(<FilePickerButton buttonLabel="Uploading..." inputLabel="Audio file for Neon Chase" accept="audio/*" onPick={jest.fn()} disabled />);

    expect(screen.getByLabelText('Audio file for Neon Chase')).toBeDisabled();
  });
});
