import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteName } from '@studio/contracts/platform';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { createWebRoot, type WebRoot } from '../../../test/web-root';
import { TEST_PLATFORM_TOKEN } from './platform-team';
import { releaseFiles, writeShellPackage } from './release-bundles';

export interface PlatformTestAppOptions {
  /** Each remote's build; a release of its own name by default. */
  builds?: Partial<Record<RemoteName, Record<string, string>>>;
  platformToken?: string;
}

export interface PlatformTestApp {
  ctx: TestApp;
  /** The app's DATA_DIR, where published releases land (inside tests only). */
  dataDir(): string;
}

/**
 * useTestApp serving a WEB_ROOT of its own (the shell package and these remotes built at these
 * versions) with a DATA_DIR of its own; both are removed after the suite.
 */
export function usePlatformTestApp(versions: Partial<Record<RemoteName, string>>, options: PlatformTestAppOptions = {}): PlatformTestApp {
  let webRoot: WebRoot | undefined;
  let dataDir: string | undefined;
  const ctx = useTestApp(() => {
    const builds = Object.fromEntries(Object.keys(versions).map((name) => [name, options.builds?.[name as RemoteName] ?? releaseFiles(name)]));
    webRoot = createWebRoot({ versions, builds });
    writeShellPackage(webRoot.dir);
    dataDir = mkdtempSync(join(tmpdir(), 'studio-platform-'));
    return { env: { WEB_ROOT: webRoot.dir, DATA_DIR: dataDir, PLATFORM_TOKEN: options.platformToken ?? TEST_PLATFORM_TOKEN } };
  });
  afterAll(() => {
    webRoot?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    ctx,
    dataDir: () => {
      if (!dataDir) throw new Error('the data dir is there inside tests only, once beforeAll ran');
      return dataDir;
    },
  };
}
