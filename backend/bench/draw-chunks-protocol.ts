/** What draw-chunks.js prints once it has loaded, and what the render benchmark then sends it to start drawing. */
export const DRAW_READY = 'ready to draw';
export const DRAW_GO = 'draw\n';
