import { Injectable } from '@nestjs/common';
import {
  type PublishReleaseFields,
  type Release,
  type ReleaseCompatibility,
  type ReleaseList,
  type RemoteName,
  REMOTES,
} from '@studio/contracts/platform';
import { MANIFEST_FILE, readFederationManifest, type Remote, remoteOf, sha256 } from './federation-manifest';
import {
  BuildNotYankableError,
  NotAReleaseBundleError,
  ReleaseFolderTakenError,
  ReleaseNotFoundError,
  ReleaseVersionTakenError,
} from './platform.errors';
import { PublishedReleasesRepository } from './published-releases.repository';
import { bundleManifest, checkCompressedCopies, readReleaseBundle, type ReleaseBundle } from './release-bundle';
import { ReleaseGate } from './release-gate';
import type { RemoteReleaseEntity } from './remote-release.entity';
import { RemoteReleasesRepository } from './remote-releases.repository';
import { ReleaseStorage } from './release-storage';

export const toRelease = (row: RemoteReleaseEntity): Release => ({
  name: row.name as RemoteName,
  version: row.version,
  source: 'published',
  bundleSha256: row.bundleSha256,
  manifestSha256: row.manifestSha256,
  fileCount: row.files.length,
  totalBytes: row.totalBytes,
  builtAt: row.builtAt?.toISOString() ?? null,
  gitCommit: row.gitCommit,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  yanked: row.yankedAt ? { yankedAt: row.yankedAt.toISOString(), yankedBy: row.yankedBy ?? 'unknown', reason: row.yankReason ?? '' } : null,
  shared: row.shared,
});

/** What a release's files are, to tell the same release from another one of the same version. */
const contentKey = (files: { path: string; sha256: string }[]) =>
  files
    .map((file) => `${file.path}\0${file.sha256}`)
    .sort()
    .join('\n');

/**
 * Releases: publishing a bundle (checked, stored where it never changes, recorded with the hash
 * of every file), listing them with each remote's repository build, yanking, and the gate's verdict.
 */
@Injectable()
export class ReleasesService {
  constructor(
    private readonly published: PublishedReleasesRepository,
    private readonly files: RemoteReleasesRepository,
    private readonly storage: ReleaseStorage,
    private readonly gate: ReleaseGate,
  ) {}

  /** Published releases newest first, then the repository's build of each remote (unless that version was published). */
  async list(name?: RemoteName): Promise<ReleaseList> {
    const rows = await this.published.list(name);
    const builds = await Promise.all(
      REMOTES.filter((remote) => name === undefined || remote.name === name).map((remote) => this.describeBuild(remote, rows)),
    );
    return { releases: [...rows.map(toRelease), ...builds.filter((build) => build !== null)] };
  }

  /**
   * Publishes a bundle as `name@version`. The same files again answer the recorded release
   * (`created: false`); other files under a published version are refused.
   */
  async publish(fields: PublishReleaseFields, upload: Buffer | undefined, publishedBy: string): Promise<{ release: Release; created: boolean }> {
    if (!upload) throw new NotAReleaseBundleError();
    const bundle = await readReleaseBundle(upload);
    const manifest = bundleManifest(bundle, fields.name);
    checkCompressedCopies(bundle);
    const existing = await this.published.find(fields.name, fields.version);
    if (existing) return { release: sameRelease(existing, bundle), created: false };
    try {
      await this.storage.store(fields.name, fields.version, bundle.files);
    } catch (error) {
      // A publish of the same version that stored its files first.
      const winner = error instanceof ReleaseFolderTakenError ? await this.published.find(fields.name, fields.version) : null;
      if (winner) return { release: sameRelease(winner, bundle), created: false };
      throw error;
    }
    try {
      const row = await this.published.insert({
        name: fields.name,
        version: fields.version,
        bundleSha256: bundle.sha256,
        manifestSha256: manifest.sha256,
        files: bundle.files
          .map((file) => ({ path: file.path, sha256: file.sha256, bytes: file.bytes.length }))
          .sort((a, b) => a.path.localeCompare(b.path)),
        totalBytes: bundle.totalBytes,
        shared: manifest.shared,
        builtAt: fields.builtAt ? new Date(fields.builtAt) : null,
        gitCommit: fields.gitCommit ?? null,
        publishedAt: new Date(),
        publishedBy,
      });
      return { release: toRelease(row), created: true };
    } catch (error) {
      await this.storage.remove(fields.name, fields.version);
      throw error;
    }
  }

  /** Marks a published release as not to be composed; it stays listed and served. Yanking it again changes nothing. */
  async yank(name: RemoteName, version: string, reason: string, yankedBy: string): Promise<Release> {
    const row = await this.published.find(name, version);
    if (!row) {
      const build = await this.files.repoBuild(remoteOf(name));
      throw build?.version === version ? new BuildNotYankableError(name, version) : new ReleaseNotFoundError(name, version);
    }
    if (!row.yankedAt) await this.published.yank(row.id, yankedBy, reason);
    return toRelease((await this.published.find(name, version)) ?? row);
  }

  async compatibility(name: RemoteName, version: string): Promise<ReleaseCompatibility> {
    const verdict = await this.gate.check(name, version);
    if (!verdict) throw new ReleaseNotFoundError(name, version);
    return verdict;
  }

  /** The repository's build of a remote as a release: not published, so no bundle, publisher or recorded hashes. */
  private async describeBuild(remote: Remote, published: RemoteReleaseEntity[]): Promise<Release | null> {
    const build = await this.files.repoBuild(remote);
    if (!build || published.some((row) => row.name === remote.name && row.version === build.version)) return null;
    const files = await this.files.buildFiles(build);
    const manifestBytes = await this.files.readBuildFile(build, MANIFEST_FILE);
    const manifest = manifestBytes ? readFederationManifest(manifestBytes) : null;
    const builtAt = files.reduce<Date | null>((newest, file) => (newest && newest > file.modifiedAt ? newest : file.modifiedAt), null);
    return {
      name: remote.name,
      version: build.version,
      source: 'build',
      bundleSha256: null,
      manifestSha256: manifestBytes ? sha256(manifestBytes) : null,
      fileCount: files.length,
      totalBytes: files.reduce((total, file) => total + file.bytes, 0),
      builtAt: builtAt?.toISOString() ?? null,
      gitCommit: null,
      publishedAt: null,
      publishedBy: null,
      yanked: null,
      shared: manifest && typeof manifest !== 'string' ? manifest.shared : [],
    };
  }
}

/** The recorded release when the bundle holds exactly its files; 409 otherwise. */
function sameRelease(existing: RemoteReleaseEntity, bundle: ReleaseBundle): Release {
  if (contentKey(existing.files) !== contentKey(bundle.files)) throw new ReleaseVersionTakenError(existing.name, existing.version, existing.bundleSha256);
  return toRelease(existing);
}
