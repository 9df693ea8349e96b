import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { RENDER_BROWSER_FEATURES, renderBrowserLauncher } from './render-browser-launcher';
import { RENDER_NICENESS } from './render-priority';

const enable = RENDER_BROWSER_FEATURES.enable.join(',');
const disable = RENDER_BROWSER_FEATURES.disable.join(',');

/** A stand-in "browser" in a folder whose name needs quoting, printing its niceness, its session's CPU group and its arguments one a line. */
async function launcherOfStandIn(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "studio it's-"));
  const browser = join(dir, 'browser');
  // The group is read into one line: where tasks sit in a cgroup of their own (containers), the file is empty.
  writeFileSync(browser, '#!/bin/sh\nnice\necho "group: $(cat /proc/self/autogroup 2>/dev/null)"\nfor arg do echo "$arg"; done\n');
  chmodSync(browser, 0o755);
  const launcher = await renderBrowserLauncher(browser);
  expect(await renderBrowserLauncher(browser)).toBe(launcher);
  return launcher;
}

const run = (launcher: string, args: string[]) => execFileSync(launcher, args).toString().trimEnd().split('\n');

/** Runs it as Playwright starts a browser: leading a session of its own. */
function runInOwnSession(launcher: string): Promise<string[]> {
  const child = spawn(launcher, [], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(output.trimEnd().split('\n')));
  });
}

/** This process's session group, where Linux groups CPU time by session (empty where a cgroup of its own holds it). */
const autogroup = () => (existsSync('/proc/self/autogroup') ? readFileSync('/proc/self/autogroup', 'utf8') : '');
const autogroupNiceness = () => Number(/nice (-?\d+)/.exec(autogroup())![1]);
const hasAutogroups = autogroup() !== '';

describe('render browser launcher', () => {
  it('starts the browser under nice, with its arguments intact', async () => {
    const [niceness, , ...args] = run(await launcherOfStandIn(), ['--headless', 'two words', '']);

    expect(Number(niceness)).toBe(Math.min(getPriority() + RENDER_NICENESS, 19));
    expect(args).toEqual(['--headless', 'two words', '', `--enable-features=${enable}`, `--disable-features=${disable}`]);
  });

  it("adds the render's features to the feature switches it is given, in place (Chromium keeps only the last)", async () => {
    const [, , ...args] = run(await launcherOfStandIn(), ['--disable-features=Translate,MediaRouter', '--enable-features=CDPScreenshotNewSurface', '--mute-audio', '--enable-features=']);

    expect(args).toEqual([
      `--disable-features=Translate,MediaRouter,${disable}`,
      `--enable-features=CDPScreenshotNewSurface,${enable}`,
      '--mute-audio',
      `--enable-features=${enable}`,
    ]);
  });

  (hasAutogroups ? it : it.skip)("lowers its own session's CPU group, as Playwright starts it, and never the group of whoever ran it", async () => {
    const before = autogroupNiceness();
    const [, group] = await runInOwnSession(await launcherOfStandIn());
    run(await launcherOfStandIn(), []);

    // A new session starts a group of its own, at niceness 0.
    expect(group).toMatch(new RegExp(`nice ${RENDER_NICENESS}$`));
    expect(autogroupNiceness()).toBe(before);
  });
});
