import { Inject, Injectable } from '@nestjs/common';
import {
  type ActiveComposition,
  type Compose,
  type ComposedRemote,
  type CompositionChange,
  type CompositionHistory,
  type CompositionPin,
  type RemoteName,
  type RemotePinHistory,
  REMOTES,
  type Rollback,
} from '@studio/contracts/platform';
import { APP_CONFIG, type AppConfig } from '../config';
import { isUniqueViolation } from '../database';
import { LiveEventBus } from '../events';
import type { CompositionRevisionEntity } from './composition-revision.entity';
import { CompositionRevisionsRepository } from './composition-revisions.repository';
import { asSentence, MANIFEST_FILE, type Remote, remoteOf, sha256 } from './federation-manifest';
import { CompositionRefusedError, NothingToRollBackError, RevisionNotFoundError, StaleRevisionError } from './platform.errors';
import { PreviewTokens } from './preview-tokens';
import { PublishedReleasesRepository, type ReleaseSummary } from './published-releases.repository';
import { ReleaseGate } from './release-gate';
import { RemoteReleasesRepository } from './remote-releases.repository';

/** Listed for a remote with no package.json and no pin: its manifest 404s, so only its slot fails. */
const UNKNOWN_VERSION = '0.0.0';

/** Hex digits of the manifest's SHA-256 in its URL: enough to tell releases apart, short enough to read. */
const HASH_IN_URL = 16;

/**
 * Where the shell finds a remote's manifest: its dev server, or the versioned, immutable release
 * path with `?h=` the manifest's hash, so a shell can check what it loaded against the composition.
 */
function manifestUrl(remote: Remote, version: string, dev: boolean, manifestSha256: string | null = null): string {
  if (dev) return `http://localhost:${remote.devPort}/mf-manifest.json`;
  const url = `/remotes/${remote.name}/${encodeURIComponent(version)}/mf-manifest.json`;
  return manifestSha256 ? `${url}?h=${manifestSha256.slice(0, HASH_IN_URL)}` : url;
}

const REMOTE_ORDER = new Map<string, number>(REMOTES.map((remote, index) => [remote.name, index]));

/** Pins in REMOTES order, so two compositions compare and read the same way. */
const inRemoteOrder = (pins: CompositionPin[]) => [...pins].sort((a, b) => (REMOTE_ORDER.get(a.name) ?? 0) - (REMOTE_ORDER.get(b.name) ?? 0));

const pinLabels = (pins: CompositionPin[]) => inRemoteOrder(pins).map((pin) => `${pin.name}@${pin.version}`);

const samePins = (a: CompositionPin[], b: CompositionPin[]) => pinLabels(a).join(' ') === pinLabels(b).join(' ');

/** `pins` with each of `changes` replacing the pin of its remote. */
const withPins = (pins: CompositionPin[], changes: CompositionPin[]) =>
  inRemoteOrder([...pins.filter((pin) => !changes.some((change) => change.name === pin.name)), ...changes]);

export const toCompositionChange = (row: CompositionRevisionEntity, before: CompositionPin[]): CompositionChange => ({
  revision: row.revision,
  action: row.action,
  reason: row.reason,
  changedBy: row.changedBy,
  changedAt: row.changedAt.toISOString(),
  rolledBackTo: row.rolledBackTo,
  before: inRemoteOrder(before),
  after: inRemoteOrder(row.pins),
});

/** The current revision's number and pins; revision 0 (never changed) pins nothing. */
interface Current {
  revision: number;
  pins: CompositionPin[];
}

/**
 * The active composition: one release per remote, the pinned one or else the repository's build.
 * Every change is a new revision, made against the revision its author read (412 otherwise), after
 * the compatibility gate passed each release it brings in; the history is the revisions themselves.
 */
@Injectable()
export class CompositionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly revisions: CompositionRevisionsRepository,
    private readonly published: PublishedReleasesRepository,
    private readonly files: RemoteReleasesRepository,
    private readonly gate: ReleaseGate,
    private readonly bus: LiveEventBus,
    private readonly previews: PreviewTokens,
  ) {}

  /**
   * The active composition; with `previewToken` (a browser's preview cookie) that is valid now,
   * the previewed releases replace the live ones in this answer only. An expired or forged token
   * is ignored: that browser gets what everyone gets.
   */
  async get(previewToken?: string): Promise<ActiveComposition> {
    const { revision, pins } = await this.current();
    if (this.config.remotesDev) return { revision, remotes: await Promise.all(REMOTES.map((remote) => this.devRemote(remote))), preview: null };
    const pinned = new Map(pins.map((pin) => [pin.name, pin.version]));
    const live = await Promise.all(
      REMOTES.map(async (remote) => ({
        remote,
        pinned: pinned.has(remote.name),
        version: pinned.get(remote.name) ?? (await this.files.builtVersion(remote)) ?? UNKNOWN_VERSION,
      })),
    );
    const preview = this.previews.valid(previewToken);
    const previewed = new Map(preview?.remotes.map((pin) => [pin.name, pin.version]));
    const versions = live.map((entry) => ({ ...entry, version: previewed.get(entry.remote.name) ?? entry.version }));
    const summaries = await this.published.summaries(versions.map(({ remote, version }) => ({ name: remote.name, version })));
    return {
      revision,
      remotes: await Promise.all(
        versions.map(({ remote, pinned: isPinned, version }) =>
          this.describe(remote, version, isPinned, summaries.find((summary) => summary.name === remote.name && summary.version === version)),
        ),
      ),
      preview: preview && {
        remotes: preview.remotes.map((pin) => ({
          ...pin,
          liveVersion: live.find((entry) => entry.remote.name === pin.name)?.version ?? UNKNOWN_VERSION,
        })),
        expiresAt: preview.expiresAt.toISOString(),
      },
    };
  }

  /** Pins releases made against `revision`; each one passes the gate first, or nothing changes. */
  async compose({ pins, reason, revision }: Compose, changedBy: string): Promise<ActiveComposition> {
    const current = await this.current();
    if (revision !== current.revision) throw new StaleRevisionError(revision, current.revision);
    await this.passGate(pins);
    const after = withPins(current.pins, pins);
    if (!samePins(after, current.pins)) await this.record(current, { action: 'compose', reason, changedBy, pins: after, rolledBackTo: null });
    return this.get();
  }

  /**
   * Back to the pins of the previous revision, or of `revision`; what it brings back passes the gate
   * again. Like any change, one that leaves the pins as they are writes no revision.
   */
  async rollback({ revision, reason }: Rollback, changedBy: string): Promise<ActiveComposition> {
    const current = await this.current();
    const target = revision ?? current.revision - 1;
    if (target > current.revision) throw new RevisionNotFoundError(target, current.revision);
    if (target < 0 || target === current.revision) throw new NothingToRollBackError(current.revision);
    const pins = target === 0 ? [] : ((await this.revisions.find(target))?.pins ?? []);
    await this.passGate(pins.filter((pin) => !current.pins.some((live) => live.name === pin.name && live.version === pin.version)));
    if (!samePins(pins, current.pins)) {
      const change = { action: 'rollback' as const, reason: reason ?? `Back to revision ${target}.`, changedBy, pins: inRemoteOrder(pins), rolledBackTo: target };
      await this.record(current, change);
    }
    return this.get();
  }

  /**
   * PUT /api/platform/composition/:name: one pin, at once, without the revision check or the gate,
   * so a version that is no release can be pinned (the journeys break a remote this way). Recorded
   * like any other change.
   */
  async pin(name: RemoteName, version: string, changedBy: string): Promise<ActiveComposition> {
    const current = await this.current();
    const after = withPins(current.pins, [{ name, version }]);
    if (!samePins(after, current.pins)) {
      const reason = `Pinned ${name}@${version} with PUT /api/platform/composition/${name}, without the compatibility gate.`;
      await this.record(current, { action: 'pin', reason, changedBy, pins: after, rolledBackTo: null });
    }
    return this.get();
  }

  /** Newest first. */
  async history(): Promise<CompositionHistory> {
    const rows = await this.revisions.list();
    const changes = rows.map((row, index) => toCompositionChange(row, index === 0 ? [] : rows[index - 1].pins));
    return { revision: rows.at(-1)?.revision ?? 0, changes: changes.reverse() };
  }

  /** The revisions that changed one remote's version, newest first; an unpinned remote runs its build. */
  async pinHistory(name: RemoteName): Promise<RemotePinHistory> {
    const built = (await this.files.builtVersion(remoteOf(name))) ?? UNKNOWN_VERSION;
    const changes: RemotePinHistory['changes'] = [];
    let before: string | undefined;
    for (const row of await this.revisions.list()) {
      const after = row.pins.find((pin) => pin.name === name)?.version;
      if (after !== before) changes.push({ version: after ?? built, previousVersion: before ?? built, changedAt: row.changedAt.toISOString() });
      before = after;
    }
    return { name, changes: changes.reverse() };
  }

  private async current(): Promise<Current> {
    const latest = await this.revisions.latest();
    return { revision: latest?.revision ?? 0, pins: latest?.pins ?? [] };
  }

  /** 422 with every problem of every release, or nothing. */
  private async passGate(pins: CompositionPin[]): Promise<void> {
    const verdicts = await Promise.all(pins.map(async (pin) => ({ pin, verdict: await this.gate.check(pin.name, pin.version) })));
    const problems = verdicts.flatMap(({ pin, verdict }) => {
      const release = `${pin.name}@${pin.version}`;
      const reasons = verdict ? verdict.problems : [`${release} is not a release on this server: publish it first.`];
      return reasons.map((problem) => ({ release, problem }));
    });
    if (problems.length > 0) throw new CompositionRefusedError(problems);
  }

  /** Writes the next revision; another change that took it first makes this one stale (412). */
  private async record(current: Current, change: Omit<CompositionRevisionEntity, 'id' | 'revision' | 'changedAt'>): Promise<void> {
    const revision = current.revision + 1;
    try {
      await this.revisions.insert({ ...change, revision, changedAt: new Date() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new StaleRevisionError(current.revision, (await this.current()).revision);
    }
    this.bus.publish({ kind: 'composition', data: { revision } });
  }

  private async describe(remote: Remote, version: string, pinned: boolean, release: ReleaseSummary | undefined): Promise<ComposedRemote> {
    const label = `${remote.name}@${version}`;
    if (release) {
      return {
        name: remote.name,
        version,
        manifestUrl: manifestUrl(remote, version, false, release.manifestSha256),
        pinned,
        source: 'published',
        manifestSha256: release.manifestSha256,
        bundleSha256: release.bundleSha256,
        warnings: release.yankedAt ? [`${label} is yanked: ${asSentence(release.yankReason ?? 'no reason given')} Compose another release.`] : [],
      };
    }
    const build = await this.files.repoBuild(remote);
    const manifest = build?.version === version ? await this.files.readBuildFile(build, MANIFEST_FILE) : null;
    const manifestSha256 = manifest ? sha256(manifest) : null;
    return {
      name: remote.name,
      version,
      manifestUrl: manifestUrl(remote, version, false, manifestSha256),
      pinned,
      source: build?.version === version ? 'build' : null,
      manifestSha256,
      bundleSha256: null,
      warnings: manifest ? [] : [`${label} is not a release on this server: its area fails to load.`],
    };
  }

  private async devRemote(remote: Remote): Promise<ComposedRemote> {
    return {
      name: remote.name,
      version: (await this.files.builtVersion(remote)) ?? UNKNOWN_VERSION,
      manifestUrl: manifestUrl(remote, '', true),
      pinned: false,
      source: 'build',
      manifestSha256: null,
      bundleSha256: null,
      warnings: [],
    };
  }
}
