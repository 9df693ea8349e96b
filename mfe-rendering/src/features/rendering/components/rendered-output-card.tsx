import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { renderTurnNote } from '@studio/api-client/render';
import type { Scene } from '@studio/contracts/scenes';
import { ConfirmDialog } from '@studio/ui/confirm-dialog';
import { useId, useRef, useState } from 'react';

export interface RenderedOutputCardProps {
  /** A scene with a renderedPath. */
  scene: Scene & { renderedPath: string };
  /** True while a new render of this scene is queued or running (or being requested). */
  rendering: boolean;
  /** The other scenes whose renders are queued or running: a re-render waits its turn. */
  waitingFor: readonly string[];
  onRerender: () => void;
}

const RENDER_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A rendered scene: its video (poster, play, seek), when it was rendered, downloads and a deliberate re-render. */
export function RenderedOutputCard({ scene, rendering, waitingFor, onRerender }: RenderedOutputCardProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [confirming, setConfirming] = useState(false);
  // docs/product-rules.md#readiness: only one scene renders at a time.
  const note = !rendering && waitingFor.length > 0 ? renderTurnNote(waitingFor) : undefined;
  const noteId = useId();
  return (
    <Card component="article" aria-label={scene.name} variant="outlined">
      <Box
        component="video"
        ref={video}
        src={scene.renderedPath}
        poster={scene.posterPath ?? undefined}
        controls
        preload="metadata"
        aria-label={`Video of ${scene.name}`}
        sx={{ width: '100%', aspectRatio: '16 / 9', display: 'block', bgcolor: 'black' }}
      />
      <CardContent>
        <Typography variant="h6" component="h3">
          {scene.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Rendered ${RENDER_DATE.format(new Date(scene.updatedAt))}`}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => void video.current?.play()}>
          Play
        </Button>
        <Button size="small" component="a" href={scene.renderedPath} download={`${scene.name}.mp4`}>
          Download
        </Button>
        {scene.subtitlesPath && (
          <Button size="small" component="a" href={scene.subtitlesPath} download={`${scene.name}.srt`}>
            Download Subtitles
          </Button>
        )}
        <Button size="small" disabled={rendering || note !== undefined} onClick={() => setConfirming(true)} aria-describedby={note ? noteId : undefined}>
          {rendering ? 'Rendering...' : 'Re-render'}
        </Button>
        {note && (
          <Typography id={noteId} variant="caption" color="text.secondary" sx={{ width: '100%', px: 1 }}>
            {note}
          </Typography>
        )}
      </CardActions>
      <ConfirmDialog
        open={confirming}
        title={`Re-render ${scene.name}?`}
        message="The scene is rendered again from its current set, cast, music and voice lines. The new video replaces this one when it is done."
        confirmLabel="Re-render"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRerender();
        }}
      />
    </Card>
  );
}
