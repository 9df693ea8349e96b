import { spawn } from 'node:child_process';
import { getPriority } from 'node:os';
import { lowerPriority, RENDER_NICENESS } from './render-priority';

/** Niceness adds up and stops at 19. */
const expectedNiceness = Math.min(getPriority() + RENDER_NICENESS, 19);

describe('render priority', () => {
  it('lowers a started process', async () => {
    const child = spawn('sleep', ['5']);
    try {
      lowerPriority(child.pid);
      expect(getPriority(child.pid!)).toBe(expectedNiceness);
    } finally {
      child.kill();
    }
  });
});
