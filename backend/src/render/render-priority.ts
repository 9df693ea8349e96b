import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { getPriority, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Renders are background work that can take every core for minutes: their browsers run at a
 * lower priority, so the studio (and anything else on the machine) stays responsive meanwhile.
 */
export const RENDER_NICENESS = 10;
const MAX_NICENESS = 19;

/** Lowers a started process (ffmpeg) to the renders' priority; where that is not allowed it runs as it is. */
export function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    // Relative, like `nice -n`: a studio already started with nice goes lower still.
    setPriority(pid, Math.min(getPriority(pid) + RENDER_NICENESS, MAX_NICENESS));
  } catch {
    // Not permitted in this environment: normal priority.
  }
}

const lowPriorityLaunchers = new Map<string, Promise<string>>();

/**
 * A script that starts `executablePath` under `nice`: Playwright starts the browser binary itself,
 * and every process Chromium forks (the GPU process where WebGL draws) inherits the priority.
 */
export function lowPriorityLauncher(executablePath: string): Promise<string> {
  let launcher = lowPriorityLaunchers.get(executablePath);
  if (!launcher) {
    launcher = (async () => {
      const path = join(await mkdtemp(join(tmpdir(), 'studio-render-')), 'chromium');
      await writeFile(path, `#!/bin/sh\nexec nice -n ${RENDER_NICENESS} '${executablePath.replaceAll("'", "'\\''")}' "$@"\n`);
      await chmod(path, 0o755);
      return path;
    })();
    lowPriorityLaunchers.set(executablePath, launcher);
  }
  return launcher;
}
