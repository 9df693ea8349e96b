import { getPriority, setPriority } from 'node:os';

/**
 * Renders are background work that can take every core for minutes: their browsers run at a
 * lower priority, so the studio (and anything else on the machine) stays responsive meanwhile.
 */
export const RENDER_NICENESS = 10;
const MAX_NICENESS = 19;

/** Lowers a process (ffmpeg, a worker) by the renders' niceness; where that is not allowed it runs as it is. */
export function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    // Relative, like `nice -n`: a studio already started with nice goes lower still.
    setPriority(pid, Math.min(getPriority(pid) + RENDER_NICENESS, MAX_NICENESS));
  } catch {
    // Not permitted in this environment: normal priority.
  }
}
