import { Box, Button, LinearProgress } from '@mui/material';
import { useRef, useState } from 'react';

export interface AudioPlayerProps {
  /** Without a file the Play button stays disabled. */
  src: string | null;
  /** What plays, for the button's accessible name ('Play Neon Chase'). */
  label: string;
  /** The button's text while stopped ('Preview' on the dashboard). */
  playText?: string;
}

/** Play/Pause with a progress bar that follows the audio's current time. */
export function AudioPlayer({ src, label, playText = 'Play' }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play();
    else element.pause();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
      <audio
        ref={audio}
        src={src ?? undefined}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setProgress(100)}
        // A new src resets the element to paused without a 'pause' event (HTML load algorithm).
        onEmptied={() => {
          setPlaying(false);
          setProgress(0);
        }}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          setProgress(duration > 0 ? (currentTime / duration) * 100 : 0);
        }}
      />
      <Button size="small" variant="outlined" onClick={toggle} disabled={!src} aria-label={`${playing ? 'Pause' : playText} ${label}`}>
        {playing ? 'Pause' : playText}
      </Button>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={`${label} progress`}
        sx={{ flexGrow: 1, minWidth: 64 }}
      />
    </Box>
  );
}
