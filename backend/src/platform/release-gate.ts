import { Injectable } from '@nestjs/common';
import { type ReleaseCompatibility, type RemoteName, SHELL_SINGLETON_PACKAGES, type SharedRequirement } from '@studio/contracts/platform';
import { satisfies, validRange } from 'semver';
import { asSentence, MANIFEST_FILE, packageOf, readFederationManifest, remoteOf, sha256 } from './federation-manifest';
import { PublishedReleasesRepository } from './published-releases.repository';
import type { RemoteReleaseEntity } from './remote-release.entity';
import { RemoteReleasesRepository } from './remote-releases.repository';
import { ReleaseStorage } from './release-storage';
import { ShellVersions } from './shell-versions';

type ReadFile = (path: string) => Promise<Buffer | null>;

const SHELL_SINGLETONS: ReadonlySet<string> = new Set(SHELL_SINGLETON_PACKAGES);

/** At most this many file names in one sentence. */
const NAMED_FILES = 5;

const fileList = (paths: string[]) =>
  paths.length > NAMED_FILES ? `${paths.slice(0, NAMED_FILES).join(', ')} and ${paths.length - NAMED_FILES} more` : paths.join(', ');

/**
 * The compatibility gate: whether a release may go live. It is refused when it is yanked, when its
 * files no longer match the hashes recorded at publishing, when its manifest or remote entry cannot
 * be read, or when it requires a shared singleton at a version the shell does not run. Each
 * problem is one sentence that names the release.
 */
@Injectable()
export class ReleaseGate {
  constructor(
    private readonly published: PublishedReleasesRepository,
    private readonly files: RemoteReleasesRepository,
    private readonly storage: ReleaseStorage,
    private readonly shell: ShellVersions,
  ) {}

  /** The verdict on a release, or null when there is no such release (published or built). */
  async check(name: RemoteName, version: string): Promise<ReleaseCompatibility | null> {
    const label = `${name}@${version}`;
    const release = await this.published.find(name, version);
    const read = release ? (path: string) => this.storage.read(name, version, path) : await this.buildReader(name, version);
    if (!read) return null;
    const problems = [
      ...(release?.yankedAt ? [`${label} is yanked: ${asSentence(release.yankReason ?? 'no reason given')}`] : []),
      ...(release ? await this.changedFiles(label, release) : []),
      ...(await this.manifestProblems(name, label, read)),
    ];
    return { name, version, compatible: problems.length === 0, problems };
  }

  /** Reads the files of the repository's build when it is at `version`. */
  private async buildReader(name: RemoteName, version: string): Promise<ReadFile | null> {
    const build = await this.files.repoBuild(remoteOf(name));
    if (build?.version !== version) return null;
    return (path) => this.files.readBuildFile(build, path);
  }

  private async changedFiles(label: string, release: RemoteReleaseEntity): Promise<string[]> {
    const missing: string[] = [];
    const changed: string[] = [];
    for (const file of release.files) {
      const bytes = await this.storage.read(release.name, release.version, file.path);
      if (!bytes) missing.push(file.path);
      else if (sha256(bytes) !== file.sha256) changed.push(file.path);
    }
    return [
      ...(missing.length ? [`${label} has lost files since it was published: ${fileList(missing)}.`] : []),
      ...(changed.length ? [`${label} has files that no longer match the SHA-256 recorded when it was published: ${fileList(changed)}.`] : []),
    ];
  }

  private async manifestProblems(name: RemoteName, label: string, read: ReadFile): Promise<string[]> {
    const bytes = await read(MANIFEST_FILE);
    if (!bytes) return [`${label} cannot be loaded: its ${MANIFEST_FILE} cannot be read.`];
    const manifest = readFederationManifest(bytes);
    if (typeof manifest === 'string') return [`${label} cannot be loaded: ${manifest}.`];
    const problems: string[] = [];
    if (manifest.name !== name) problems.push(`${label} cannot be loaded: its ${MANIFEST_FILE} is the manifest of ${manifest.name}.`);
    if (!(await read(manifest.entry))) problems.push(`${label} cannot be loaded: its remote entry ${manifest.entry} cannot be read.`);
    for (const module of manifest.shared) {
      const problem = await this.sharedProblem(label, module);
      if (problem) problems.push(problem);
    }
    return problems;
  }

  /** A shared singleton of the shell that the release requires at a version the shell does not run. */
  private async sharedProblem(label: string, module: SharedRequirement): Promise<string | null> {
    const packageName = packageOf(module.name);
    if (!SHELL_SINGLETONS.has(packageName) || module.requiredVersion === null) return null;
    const required = module.requiredVersion;
    if (!validRange(required)) return `${label} requires ${module.name} ${required}, which is not a version range.`;
    const shellVersion = await this.shell.of(packageName);
    if (shellVersion === null) return `${label} requires ${module.name} ${required}, and the shell's version of ${packageName} cannot be found.`;
    return satisfies(shellVersion, required) ? null : `${label} requires ${module.name} ${required}, but the shell runs ${shellVersion}.`;
  }
}
