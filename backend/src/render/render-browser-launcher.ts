import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RENDER_NICENESS } from './render-priority';

/**
 * Chromium features the render browsers run with. A frame frees and allocates the same large
 * buffers (read-back pixels, JPEG output, draw data) every time; by default PartitionAlloc hands
 * their emptied pages back to the kernel (madvise) and faults them in again on the next frame.
 * On a virtual machine those page faults and TLB flushes are costly, and more so when several
 * renders run at once: keeping the pages halved the madvise calls and cut the renders' CPU time
 * (see the render benchmark).
 */
export const RENDER_BROWSER_FEATURES = {
  enable: ['PartitionAllocLargeEmptySlotSpanRing', 'BlinkUseLargeEmptySlotSpanRingForBufferRoot'],
  disable: ['PartitionAllocMemoryReclaimer'],
} as const;

const shellQuote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

/**
 * The launcher script: runs the browser under `nice`, so every process it forks (the GPU process
 * where WebGL draws) inherits the renders' lower priority, and adds the render's features to the
 * feature switches Playwright passes. Chromium keeps only the last --enable-features and the last
 * --disable-features, so a switch of our own would silently drop Playwright's list.
 *
 * Playwright starts it in a session of its own, and where Linux shares CPU time out by session
 * (autogroup, on by default) a niceness counts only within its session: two renders would take the
 * cores as fairly as the API answering edits. So the session's group is lowered too, when the
 * script leads a session of its own (run from a shell, it would lower the shell's).
 */
export function launcherScript(executablePath: string): string {
  return `#!/bin/sh
enable=${RENDER_BROWSER_FEATURES.enable.join(',')}
disable=${RENDER_BROWSER_FEATURES.disable.join(',')}
enabled= disabled=
for arg do
  shift
  case $arg in
    --enable-features=) arg="$arg$enable" enabled=1 ;;
    --enable-features=*) arg="$arg,$enable" enabled=1 ;;
    --disable-features=) arg="$arg$disable" disabled=1 ;;
    --disable-features=*) arg="$arg,$disable" disabled=1 ;;
  esac
  set -- "$@" "$arg"
done
[ -n "$enabled" ] || set -- "$@" "--enable-features=$enable"
[ -n "$disabled" ] || set -- "$@" "--disable-features=$disable"
{ read -r _ _ _ _ _ session _ < /proc/$$/stat; } 2>/dev/null
[ "$session" = "$$" ] && { echo ${RENDER_NICENESS} > /proc/$$/autogroup; } 2>/dev/null
exec nice -n ${RENDER_NICENESS} ${shellQuote(executablePath)} "$@"
`;
}

const launchers = new Map<string, Promise<string>>();

/** The path of `executablePath`'s launcher script (written once per browser binary and process). */
export function renderBrowserLauncher(executablePath: string): Promise<string> {
  let launcher = launchers.get(executablePath);
  if (!launcher) {
    launcher = (async () => {
      const path = join(await mkdtemp(join(tmpdir(), 'studio-render-')), 'chromium');
      await writeFile(path, launcherScript(executablePath));
      await chmod(path, 0o755);
      return path;
    })();
    launchers.set(executablePath, launcher);
  }
  return launcher;
}
