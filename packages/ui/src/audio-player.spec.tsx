import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AudioPlayer } from './audio-player';

describe('AudioPlayer', () => {
  it('plays and pauses the audio and follows its time', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      fireEvent.play(this);
    });
    const { container } = render(<AudioPlayer src="/media/music/neon.mp3" label="Neon Chase" />);
    const audio = container.querySelector('audio');
    if (!audio) throw new Error('no audio element');

    await userEvent.click(screen.getByRole('button', { name: 'Play Neon Chase' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause Neon Chase' })).toBeInTheDocument();

    Object.defineProperty(audio, 'duration', { value: 40 });
    Object.defineProperty(audio, 'currentTime', { value: 10 });
    fireEvent.timeUpdate(audio);
    expect(screen.getByRole('progressbar', { name: 'Neon Chase progress' })).toHaveAttribute('aria-valuenow', '25');
    play.mockRestore();
  });

  it('is ready to play again when its file is replaced while playing', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      fireEvent.play(this);
    });
    const { container, rerender } = render(<AudioPlayer src="/media/music/a.wav" label="Reprise" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Reprise' }));
    expect(screen.getByRole('button', { name: 'Pause Reprise' })).toBeInTheDocument();

    rerender(<AudioPlayer src="/media/music/b.wav" label="Reprise" />);
    // Browsers reset the element on a new src with 'emptied' and no 'pause'.
    const audio = container.querySelector('audio');
    if (!audio) throw new Error('no audio element');
    fireEvent.emptied(audio);

    expect(screen.getByRole('button', { name: 'Play Reprise' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reprise progress' })).toHaveAttribute('aria-valuenow', '0');
    play.mockRestore();
  });

  it('cannot play without a file', () => {
    render(<AudioPlayer src={null} label="Ahoy" />);

    expect(screen.getByRole('button', { name: 'Play Ahoy' })).toBeDisabled();
  });
});
