import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useSceneTimeline } from '@studio/api-client/render';
import type { Scene } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { createScenePlayer, type ScenePlayer } from '@studio/scene-player/scene-player';
import { createTimelineAudio, type TimelineAudio } from '@studio/scene-player/timeline-audio';
import { ErrorAlert } from '@studio/ui/error-alert';
import { useEffect, useRef, useState } from 'react';

/** The preview draws at the render's default size, scaled to the dialog. */
const PREVIEW_WIDTH = 640;
const PREVIEW_HEIGHT = 360;
/** How often the shown clock moves; the picture itself follows every animation frame. */
const CLOCK_STEP_SECONDS = 0.1;

interface LoadedPreview {
  player: ScenePlayer;
  audio: TimelineAudio;
  context: AudioContext;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Builds the scene's three.js player and its sound from the timeline, and plays them in step:
 * each animation frame draws the timeline at the audio clock's time, so picture and sound agree.
 */
function useTimelinePlayback(canvas: HTMLCanvasElement | null, timeline: SceneTimeline | undefined) {
  const [loaded, setLoaded] = useState<LoadedPreview | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [playing, setPlaying] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const frame = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!canvas || !timeline) return undefined;
    let cancelled = false;
    let built: LoadedPreview | null = null;
    const context = new AudioContext();
    Promise.all([
      createScenePlayer(canvas, timeline, { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, shadows: true, antialias: true }),
      createTimelineAudio(context, timeline),
    ]).then(
      ([player, audio]) => {
        built = { player, audio, context };
        if (cancelled) return;
        player.renderAt(0);
        setLoaded(built);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(reasonOf(error));
      },
    );
    return () => {
      cancelled = true;
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      built?.audio.stop();
      built?.player.dispose();
      void context.close();
    };
  }, [canvas, timeline]);

  const stop = () => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
    loaded?.audio.stop();
    setPlaying(false);
  };

  const play = async () => {
    if (!loaded || !timeline) return;
    const { player, audio, context } = loaded;
    // Browsers start an AudioContext suspended until a click; Play is that click.
    await context.resume();
    audio.start(0);
    const startedAt = context.currentTime;
    let shown = -1;
    setPlaying(true);
    const tick = () => {
      const elapsed = Math.min(context.currentTime - startedAt, timeline.durationSeconds);
      player.renderAt(elapsed);
      if (Math.abs(elapsed - shown) >= CLOCK_STEP_SECONDS || elapsed >= timeline.durationSeconds) {
        shown = elapsed;
        setSeconds(elapsed);
      }
      if (elapsed >= timeline.durationSeconds) {
        frame.current = undefined;
        setPlaying(false);
        return;
      }
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  };

  const notes = loaded ? [...loaded.player.notes, ...loaded.audio.notes] : [];
  return { ready: loaded !== null, loadError, playing, seconds, notes, play, stop };
}

export interface ScenePreviewDialogProps {
  scene: Pick<Scene, 'id' | 'name'>;
  onClose: () => void;
}

/** 'Preview': the scene's timeline played live with the same three.js scene and sound the render uses. */
export function ScenePreviewDialog({ scene, onClose }: ScenePreviewDialogProps) {
  const timeline = useSceneTimeline(scene.id);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const playback = useTimelinePlayback(canvas, timeline.data);
  const duration = timeline.data?.durationSeconds ?? 0;
  const error = timeline.error ?? playback.loadError;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="scene-preview-title">
      <DialogTitle id="scene-preview-title">{`Preview: ${scene.name}`}</DialogTitle>
      <DialogContent>
        {error ? (
          <ErrorAlert error={error} />
        ) : (
          <Box sx={{ position: 'relative', bgcolor: 'black', aspectRatio: '16 / 9' }}>
            {timeline.data && (
              <Box
                component="canvas"
                ref={setCanvas}
                width={PREVIEW_WIDTH}
                height={PREVIEW_HEIGHT}
                role="img"
                aria-label={`Preview of ${scene.name}`}
                aria-busy={!playback.ready}
                sx={{ width: '100%', height: '100%', display: 'block' }}
              />
            )}
            {!playback.ready && (
              <CircularProgress aria-label="Loading preview" sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2.5, ml: -2.5 }} />
            )}
          </Box>
        )}
        {playback.ready && (
          <Typography variant="body2" sx={{ mt: 1 }} aria-label="Preview time">
            {`${playback.seconds.toFixed(1)} / ${duration.toFixed(1)} s`}
          </Typography>
        )}
        {playback.notes.length > 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            <Box component="ul" aria-label="Preview notes" sx={{ m: 0, pl: 2 }}>
              {playback.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </Box>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {playback.playing ? (
          <Button onClick={playback.stop}>Stop</Button>
        ) : (
          <Button variant="contained" disabled={!playback.ready} onClick={() => void playback.play()}>
            Play
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
