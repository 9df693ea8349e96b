import { DEFAULT_RENDER_RESOLUTION, DRAFT_RENDER_RESOLUTION } from '@studio/contracts/scenes';
import { renderOptionsFor } from './scene-render-pipeline';

describe('renderOptionsFor', () => {
  it('draws the film at 1280x720 with shadows', () => {
    expect(renderOptionsFor(DEFAULT_RENDER_RESOLUTION)).toEqual({ width: 1280, height: 720, shadows: true });
  });

  it('draws the draft at 640x360 without shadows, to be fast', () => {
    expect(renderOptionsFor(DRAFT_RENDER_RESOLUTION)).toEqual({ width: 640, height: 360, shadows: false });
  });
});
