import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REMOTES, type RemoteName } from '@studio/contracts/platform';

export interface WebRootOptions {
  /** Files of shell/dist, path -> content; absent means the shell is not built. */
  shell?: Record<string, string>;
  /** package.json version per remote (default 1.0.0 for all). */
  versions?: Partial<Record<RemoteName, string>>;
  /** Remotes whose folder is missing altogether (no package.json). */
  missing?: RemoteName[];
  /** Files of a remote's dist, path -> content; absent means that remote is not built. */
  builds?: Partial<Record<RemoteName, Record<string, string>>>;
}

export interface WebRoot {
  dir: string;
  remove(): void;
}

function writeFiles(base: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), content);
  }
}

/** A throwaway WEB_ROOT laid out like the repo: shell/dist and each remote folder with package.json and dist. */
export function createWebRoot(options: WebRootOptions = {}): WebRoot {
  const dir = mkdtempSync(join(tmpdir(), 'studio-web-'));
  if (options.shell) writeFiles(join(dir, 'shell', 'dist'), options.shell);
  for (const remote of REMOTES) {
    if (options.missing?.includes(remote.name)) continue;
    const version = options.versions?.[remote.name] ?? '1.0.0';
    writeFiles(join(dir, remote.packageDir), { 'package.json': JSON.stringify({ name: remote.packageDir, version }) });
    const build = options.builds?.[remote.name];
    if (build) writeFiles(join(dir, remote.packageDir, 'dist'), build);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies a release where a deploy puts extra versions: DATA_DIR/remotes/<name>/<version>/. */
export function deployRelease(dataDir: string, name: RemoteName, version: string, files: Record<string, string>): void {
  writeFiles(join(dataDir, 'remotes', name, version), files);
}
