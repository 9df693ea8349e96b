import { Box, ButtonBase, Dialog, DialogActions, DialogContent, DialogTitle, Button, Skeleton, Typography } from '@mui/material';
import { type PointerEvent, useEffect, useRef, useState } from 'react';

export interface ModelViewerProps {
  /** A GLB URL, e.g. a same-origin /media path (the session cookie goes with it). */
  src: string;
  /** What the model shows, for screen readers ('3D model of Rex'). */
  label: string;
  height?: number;
  /** Orbit with mouse/touch (default); otherwise a still picture of the model. */
  interactive?: boolean;
}

type ViewerState = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; reason: string };

/** A three.js view of a GLB, framed to fit, with its 'idle' animation playing when it has one. */
export function ModelViewer({ src, label, height = 160, interactive = true }: ModelViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewerState>({ phase: 'loading' });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const abort = new AbortController();
    let dispose: (() => void) | undefined;
    setState({ phase: 'loading' });
    // three stays out of every first load: it arrives with this chunk when a model is shown.
    import('./model-viewer-scene')
      .then(({ mountModelScene }) => mountModelScene(element, src, { interactive, signal: abort.signal }))
      .then(
        (scene) => {
          if (abort.signal.aborted) return scene.dispose();
          dispose = scene.dispose;
          setState({ phase: 'ready' });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setState({ phase: 'failed', reason: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => {
      abort.abort();
      dispose?.();
    };
  }, [src, interactive]);

  if (state.phase === 'failed') {
    return (
      <Box
        role="alert"
        sx={{ height, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'center', textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}
      >
        <Typography variant="body2">The 3D model could not be loaded.</Typography>
        <Typography variant="caption" color="text.secondary">
          {state.reason}
        </Typography>
      </Box>
    );
  }
  return (
    <Box role="img" aria-label={label} aria-busy={state.phase === 'loading'} sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
      <Box ref={container} sx={{ position: 'absolute', inset: 0 }} />
      {state.phase === 'loading' && <Skeleton variant="rectangular" data-testid="model-viewer-skeleton" sx={{ position: 'absolute', inset: 0, height: '100%' }} />}
    </Box>
  );
}

export interface ModelPreviewDialogProps {
  src: string;
  /** The model's name, used in the dialog title ('Rex'). */
  name: string;
  open: boolean;
  onClose: () => void;
}

/** A large, orbitable viewer in a dialog. */
export function ModelPreviewDialog({ src, name, open, onClose }: ModelPreviewDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{`3D Model: ${name}`}</DialogTitle>
      <DialogContent>{open && <ModelViewer src={src} label={`3D model of ${name}`} height={480} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export interface ModelPreviewProps {
  src: string;
  name: string;
  height?: number;
}

/** Pointer travel (px) past which a press on the preview is an orbit, not a click. */
const DRAG_THRESHOLD = 4;

/**
 * A model in a card: a still picture, which becomes a live, orbitable view while the pointer is
 * over it (one live view at a time keeps a grid of cards light on software GL); a click, not a
 * drag, opens the large viewer.
 */
export function ModelPreview({ src, name, height = 160 }: ModelPreviewProps) {
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState(false);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  // On the pointer's release, not on 'click': entering the card swaps its still picture for the
  // live view, and a quick click pressed on the picture is released on the view, which makes no click.
  const openUnlessDragged = (event: PointerEvent) => {
    const start = pressedAt.current;
    pressedAt.current = null;
    if (!start || event.button !== 0 || Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_THRESHOLD) return;
    setOpen(true);
  };
  return (
    <>
      <ButtonBase
        component="div"
        aria-label={`Open 3D viewer for ${name}`}
        // Enter and Space (a click with no pointer behind it, detail 0); pointer clicks open on release.
        onClick={(event) => {
          if (event.detail === 0) setOpen(true);
        }}
        onPointerDown={(event) => {
          pressedAt.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={openUnlessDragged}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setLive(true);
        }}
        onPointerLeave={() => setLive(false)}
        sx={{ display: 'block', width: '100%', mt: 1, borderRadius: 1 }}
      >
        <ModelViewer src={src} label={`3D model of ${name}`} height={height} interactive={live} />
      </ButtonBase>
      <ModelPreviewDialog src={src} name={name} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
