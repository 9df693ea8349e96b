import type { SceneTimeline } from '@studio/contracts/timeline';
import { createScenePlayer } from '@studio/scene-player/scene-player';
import { useEffect, useRef, useState } from 'react';
import { type StoryboardPanel, panelsToDraw, storyboardPanels, THUMBNAIL_SIZE } from '@studio/scene-timeline/storyboard-panels';

/** Thumbnails and the live preview draw at the size the storyboard PDF's pictures are drawn. */
export const { width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT } = THUMBNAIL_SIZE;

/** Lets the page paint between two thumbnails: software GL takes a while per frame. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const reasonOf = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function previewCanvas(label: string) {
  const canvas = document.createElement('canvas');
  canvas.width = THUMBNAIL_WIDTH;
  canvas.height = THUMBNAIL_HEIGHT;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  Object.assign(canvas.style, { width: '100%', height: 'auto', display: 'block' });
  return canvas;
}

interface LivePlayer {
  timeline: SceneTimeline;
  renderAt: (seconds: number) => void;
}

/**
 * Draws each panel's thumbnail with one scene player, one panel after another, and keeps the
 * pictures by thumbnail key: after an edit only the panels whose key changed are drawn again.
 * The player's canvas is then the live preview in `container`, showing `previewSeconds`. Each
 * timeline gets a player on a canvas of its own (a disposed player loses its WebGL context);
 * the previous canvas stays on screen until the new one has drawn.
 */
export function useShotThumbnails(container: HTMLElement | null, timeline: SceneTimeline | undefined, previewSeconds: number, previewLabel: string) {
  const drawn = useRef(new Map<string, string>());
  const [pictures, setPictures] = useState<ReadonlyMap<string, string>>(new Map());
  const [drawing, setDrawing] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const live = useRef<LivePlayer | null>(null);
  const previewAt = useRef(previewSeconds);
  previewAt.current = previewSeconds;

  useEffect(() => {
    if (!container || !timeline) return undefined;
    let cancelled = false;
    let dispose = () => {};
    const canvas = previewCanvas(previewLabel);
    setDrawing(true);
    setError(null);
    void (async () => {
      try {
        const player = await createScenePlayer(canvas, timeline, { width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, shadows: true });
        dispose = () => player.dispose();
        if (cancelled) {
          dispose();
          return;
        }
        setNotes(player.notes);
        for (const panel of panelsToDraw(storyboardPanels(timeline, []), drawn.current)) {
          player.renderAt(panel.thumbnailSeconds);
          drawn.current.set(panel.thumbnailKey, canvas.toDataURL('image/jpeg', 0.85));
          setPictures(new Map(drawn.current));
          await nextTask();
          if (cancelled) return;
        }
        player.renderAt(previewAt.current);
        container.replaceChildren(canvas);
        live.current = { timeline, renderAt: (seconds) => player.renderAt(seconds) };
      } catch (reason) {
        if (!cancelled) setError(reasonOf(reason));
      } finally {
        if (!cancelled) setDrawing(false);
      }
    })();
    return () => {
      cancelled = true;
      live.current = null;
      dispose();
    };
  }, [container, timeline, previewLabel]);

  // The live preview follows the chosen panel.
  useEffect(() => {
    const player = live.current;
    if (player && player.timeline === timeline) player.renderAt(previewSeconds);
  }, [drawing, previewSeconds, timeline]);

  const thumbnailOf = (panel: StoryboardPanel) => pictures.get(panel.thumbnailKey);
  return { thumbnailOf, drawing, error, notes };
}
