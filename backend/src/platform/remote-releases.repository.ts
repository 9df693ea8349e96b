import { Inject, Injectable } from '@nestjs/common';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTES, type RemoteName } from '@studio/contracts/platform';
import { APP_CONFIG, type AppConfig } from '../config';

type Remote = (typeof REMOTES)[number];

export interface RemoteRelease {
  dir: string;
  rebuiltInPlace: boolean;
}

/** A release's version becomes a folder name, so only plain semver-looking names are allowed. */
const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const isReleaseVersion = (version: string): boolean => VERSION_PATTERN.test(version);

const isDirectory = (path: string) =>
  stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );

/**
 * Remote releases on disk. A release is a remote's build folder: the current build
 * `<repo>/<packageDir>/dist/` (versioned by its package.json), or a deployed copy under
 * `DATA_DIR/remotes/<name>/<version>/`.
 */
@Injectable()
export class RemoteReleasesRepository {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  remote(name: string): Remote | undefined {
    return REMOTES.find((remote) => remote.name === name);
  }

  /**
   * The version in the remote's package.json: what its current build is. Null when the package
   * is not there, so that one remote fails in the shell instead of the whole composition.
   */
  async builtVersion(remote: Remote): Promise<string | null> {
    try {
      const manifest = JSON.parse(await readFile(join(this.config.repoRoot, remote.packageDir, 'package.json'), 'utf8')) as {
        version?: unknown;
      };
      return typeof manifest.version === 'string' ? manifest.version : null;
    } catch {
      return null;
    }
  }

  /**
   * Where a release's files are, or null when that release is not on disk. `rebuiltInPlace` marks
   * the repo's own build folder, which the next build overwrites under the same version.
   */
  async findRelease(name: RemoteName | string, version: string): Promise<RemoteRelease | null> {
    const remote = this.remote(name);
    if (!remote || !isReleaseVersion(version)) return null;
    const built = join(this.config.repoRoot, remote.packageDir, 'dist');
    if (version === (await this.builtVersion(remote)) && (await isDirectory(built))) return { dir: built, rebuiltInPlace: true };
    const deployed = join(this.config.dataDir, 'remotes', remote.name, version);
    return (await isDirectory(deployed)) ? { dir: deployed, rebuiltInPlace: false } : null;
  }
}
