import { Inject, Injectable } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { minVersion } from 'semver';
import { APP_CONFIG, type AppConfig } from '../config';

const readVersion = async (packageJson: string): Promise<string | null> => {
  try {
    const manifest = JSON.parse(await readFile(packageJson, 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : null;
  } catch {
    return null;
  }
};

/**
 * The versions of the shared singletons the shell runs. The shell's build shares each at its
 * installed version (packages/federation/build/shared-modules.mjs), so that is read first, from
 * node_modules as Node resolves it from shell/. A WEB_ROOT without node_modules falls back to the
 * lowest version shell/package.json allows, which is what a release must at least accept.
 */
@Injectable()
export class ShellVersions {
  private readonly shellDir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.shellDir = join(config.repoRoot, 'shell');
  }

  /** The version of `packageName` the shell runs, or null when neither its install nor its package.json says. */
  async of(packageName: string): Promise<string | null> {
    return (await this.installed(packageName)) ?? (await this.lowestAllowed(packageName));
  }

  private async installed(packageName: string): Promise<string | null> {
    for (let dir = this.shellDir; ; dir = dirname(dir)) {
      const version = await readVersion(join(dir, 'node_modules', packageName, 'package.json'));
      if (version !== null || dirname(dir) === dir) return version;
    }
  }

  private async lowestAllowed(packageName: string): Promise<string | null> {
    try {
      const manifest = JSON.parse(await readFile(join(this.shellDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, unknown> };
      const range = manifest.dependencies?.[packageName];
      return typeof range === 'string' ? (minVersion(range)?.version ?? null) : null;
    } catch {
      return null;
    }
  }
}
