import { Inject, Injectable } from '@nestjs/common';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RELEASE_VERSION_PATTERN, REMOTES } from '@studio/contracts/platform';
import { APP_CONFIG, type AppConfig } from '../config';
import type { Remote } from './federation-manifest';
import { ReleaseStorage } from './release-storage';

export interface RemoteRelease {
  dir: string;
  rebuiltInPlace: boolean;
}

/** The repository's own build of a remote: `<packageDir>/dist` at its package.json version. */
export interface RepoBuild {
  version: string;
  dir: string;
}

const isDirectory = (path: string) =>
  stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );

export interface BuildFile {
  path: string;
  bytes: number;
  modifiedAt: Date;
}

/** Every file under a folder, by its path relative to it. */
async function filesUnder(dir: string, prefix = ''): Promise<BuildFile[]> {
  const files: BuildFile[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, path)));
    else if (entry.isFile()) {
      const stats = await stat(join(dir, path));
      files.push({ path, bytes: stats.size, modifiedAt: stats.mtime });
    }
  }
  return files;
}

/**
 * Where a release's files are on disk: a published release in the release storage, or else the
 * repository's build folder `<repo>/<packageDir>/dist/` at its package.json version, which a fresh
 * checkout composes from. A published release wins over the build of the same version: it is the
 * one that was recorded and cannot change.
 */
@Injectable()
export class RemoteReleasesRepository {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: ReleaseStorage,
  ) {}

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

  /** The repository's build of the remote, or null when it is not built. */
  async repoBuild(remote: Remote): Promise<RepoBuild | null> {
    const version = await this.builtVersion(remote);
    const dir = join(this.config.repoRoot, remote.packageDir, 'dist');
    return version !== null && (await isDirectory(dir)) ? { version, dir } : null;
  }

  /** The files of a repository build, for listing it like a release. */
  buildFiles(build: RepoBuild): Promise<BuildFile[]> {
    return filesUnder(build.dir);
  }

  /** One file of a repository build, or null when it is missing. */
  readBuildFile(build: RepoBuild, path: string): Promise<Buffer | null> {
    return readFile(join(build.dir, path)).catch(() => null);
  }

  /**
   * Where a release's files are, or null when that release is not on disk. `rebuiltInPlace` marks
   * the repo's own build folder, which the next build overwrites under the same version.
   */
  async findRelease(name: string, version: string): Promise<RemoteRelease | null> {
    const remote = REMOTES.find((candidate) => candidate.name === name);
    if (!remote || !RELEASE_VERSION_PATTERN.test(version)) return null;
    const published = await this.storage.folder(remote.name, version);
    if (published) return { dir: published, rebuiltInPlace: false };
    const build = await this.repoBuild(remote);
    return build?.version === version ? { dir: build.dir, rebuiltInPlace: true } : null;
  }
}
