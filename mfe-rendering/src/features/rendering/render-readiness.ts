import type { Scene } from '@studio/contracts/scenes';

export type RenderReadiness = 'rendered' | 'ready' | 'not_ready';

/** SPEC 4: rendered once it has a video; ready with a set, music, a character and a voice line. */
export function renderReadiness(scene: Scene): RenderReadiness {
  if (scene.renderedPath) return 'rendered';
  const complete =
    scene.setId !== null && scene.musicId !== null && scene.characters.length > 0 && scene.voiceLineCount > 0;
  return complete ? 'ready' : 'not_ready';
}

export const READINESS_LOOK: Record<RenderReadiness, { label: string; color: 'success' | 'info' | 'default' }> = {
  rendered: { label: 'Rendered', color: 'success' },
  ready: { label: 'Ready to Render', color: 'info' },
  not_ready: { label: 'Not Ready', color: 'default' },
};
