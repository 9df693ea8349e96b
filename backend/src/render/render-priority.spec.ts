import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { lowerPriority, lowPriorityLauncher, RENDER_NICENESS } from './render-priority';

/** Niceness adds up and stops at 19. */
const expectedNiceness = Math.min(getPriority() + RENDER_NICENESS, 19);

describe('render priority', () => {
  it('starts the browser binary under nice, with its arguments intact', async () => {
    // A stand-in "browser" in a folder whose name needs quoting, printing its niceness and arguments.
    const dir = mkdtempSync(join(tmpdir(), "studio it's-"));
    const browser = join(dir, 'browser');
    writeFileSync(browser, '#!/bin/sh\necho "$(nice) $*"\n');
    chmodSync(browser, 0o755);

    const launcher = await lowPriorityLauncher(browser);

    expect(await lowPriorityLauncher(browser)).toBe(launcher);
    expect(execFileSync(launcher, ['--headless', 'two words']).toString().trim()).toBe(`${expectedNiceness} --headless two words`);
  });

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
