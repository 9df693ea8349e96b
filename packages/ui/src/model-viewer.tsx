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

type ViewerState = { phase: 'loading' } | { phase: 'ready'; still?: string } | { phase: 'failed'; reason: string };

/** Still pictures already drawn, by GLB URL: a list shown again shows them at once. */
const stillPictures = new Map<string, string>();
/** The still being drawn: pictures are drawn one at a time. */
let stillsInTurn: Promise<unknown> = Promise.resolve();

/** Resolves when the browser has a moment with nothing else to do (a list answers clicks before its pictures draw). */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

/** Resolves once `element` is on screen or near it (at once where the browser cannot tell). */
function nearViewport(element: Element, signal: AbortSignal): Promise<void> {
  if (!('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

/**
 * A three.js view of a GLB, framed to fit, with its 'idle' animation playing when it has one; not
 * interactive, a still picture, drawn when the card is near the screen, in turn with the others,
 * when the page is idle (software GL takes a while per picture), and kept for the next visit.
 */
export function ModelViewer({ src, label, height = 160, interactive = true }: ModelViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewerState>(() => {
    const still = interactive ? undefined : stillPictures.get(src);
    return still ? { phase: 'ready', still } : { phase: 'loading' };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const known = interactive ? undefined : stillPictures.get(src);
    if (known) {
      setState({ phase: 'ready', still: known });
      return;
    }
    const abort = new AbortController();
    let dispose: (() => void) | undefined;
    setState({ phase: 'loading' });
    // three stays out of every first load: it arrives with this chunk when a model is shown.
    const mount = () => import('./model-viewer-scene').then(({ mountModelScene }) => mountModelScene(element, src, { interactive, signal: abort.signal }));
    const drawn = interactive
      ? mount()
      : nearViewport(element, abort.signal).then(() => {
          const turn = stillsInTurn.then(whenIdle).then(() => {
            if (abort.signal.aborted) throw new DOMException('The model viewer was closed', 'AbortError');
            return mount();
          });
          stillsInTurn = turn.catch(() => undefined);
          return turn;
        });
    drawn
      .then(
        (scene) => {
          if (abort.signal.aborted) return scene.dispose();
          dispose = scene.dispose;
          if (scene.still) stillPictures.set(src, scene.still);
          setState({ phase: 'ready', still: scene.still });
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
      <Box ref={container} sx={{ position: 'absolute', inset: 0 }}>
        {state.phase === 'ready' && state.still && (
          <Box component="img" src={state.still} alt="" sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }} />
        )}
      </Box>
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
