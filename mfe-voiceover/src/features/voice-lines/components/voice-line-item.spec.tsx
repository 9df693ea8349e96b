import { buildVoiceLine } from '@studio/contracts/testing/factories';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VoiceLineItem } from './voice-line-item';

describe('VoiceLineItem', () => {
  it('plays the generated audio from Play and shows its progress', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      fireEvent.play(this);
    });
    const line = buildVoiceLine({ text: 'Hoist the sails', status: 'complete', filePath: '/media/voice/1.wav' });
    render(<VoiceLineItem line={line} characterName="Rex" sceneName="Dock" onEdit={jest.fn()} onDelete={jest.fn()} onDirectionChange={jest.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Play voice line of Rex' }));

    expect(play).toHaveBeenCalledTimes(1);
    const audio = play.mock.contexts[0] as HTMLMediaElement;
    expect(audio).toHaveAttribute('src', '/media/voice/1.wav');
    Object.defineProperty(audio, 'duration', { value: 4 });
    Object.defineProperty(audio, 'currentTime', { value: 1 });
    fireEvent.timeUpdate(audio);
    expect(screen.getByRole('progressbar', { name: 'voice line of Rex progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: 'Pause voice line of Rex' })).toBeInTheDocument();
    play.mockRestore();
  });

  it('cannot play a line without audio', () => {
    render(<VoiceLineItem line={buildVoiceLine({ status: 'pending', filePath: null })} characterName="Rex" onEdit={jest.fn()} onDelete={jest.fn()} onDirectionChange={jest.fn()} />);

    expect(screen.getByRole('button', { name: 'Play voice line of Rex' })).toBeDisabled();
  });

  it('shows the emotion and action, and hands on a change or Automatic as null', async () => {
    const onDirectionChange = jest.fn();
    const line = buildVoiceLine({ text: 'Get out!', emotion: 'angry', action: null });
    render(<VoiceLineItem line={line} characterName="Rex" onEdit={jest.fn()} onDelete={jest.fn()} onDirectionChange={onDirectionChange} />);

    const emotion = screen.getByRole('combobox', { name: 'Emotion' });
    const action = screen.getByRole('combobox', { name: 'Action' });
    expect(emotion).toHaveDisplayValue('Angry');
    expect(action).toHaveDisplayValue('Automatic');
    await userEvent.selectOptions(action, 'Wave');
    await userEvent.selectOptions(emotion, 'Automatic');

    expect(onDirectionChange.mock.calls).toEqual([[{ action: 'wave' }], [{ emotion: null }]]);
  });
});
