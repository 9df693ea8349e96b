import { Inject, Injectable } from '@nestjs/common';
import { REMOTES, type Composition, type CompositionRemote, type RemoteName, type RemotePinChange, type RemotePinHistory } from '@studio/contracts/platform';
import { APP_CONFIG, type AppConfig } from '../config';
import { UnknownRemoteError } from './platform.errors';
import type { RemotePinChangeEntity } from './remote-pin-change.entity';
import { RemotePinsRepository } from './remote-pins.repository';
import { RemoteReleasesRepository } from './remote-releases.repository';

/** Where the shell finds a remote's manifest: its dev server, or the versioned, immutable release path. */
export function manifestUrl(remote: (typeof REMOTES)[number], version: string, dev: boolean): string {
  return dev
    ? `http://localhost:${remote.devPort}/mf-manifest.json`
    : `/remotes/${remote.name}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** Listed for a remote with no package.json and no pin: its manifest 404s, so only its slot fails. */
export const UNKNOWN_VERSION = '0.0.0';

export const toRemotePinChange = (row: RemotePinChangeEntity): RemotePinChange => ({
  version: row.version,
  previousVersion: row.previousVersion,
  changedAt: row.changedAt.toISOString(),
});

/**
 * The active composition: one release per remote, the pinned one or else the built one. A pin may
 * name a release that is not on disk; it is still listed, so only that remote fails in the shell.
 */
@Injectable()
export class PlatformService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pins: RemotePinsRepository,
    private readonly releases: RemoteReleasesRepository,
  ) {}

  async getComposition(): Promise<Composition> {
    const dev = this.config.remotesDev;
    const pinned = dev ? new Map<string, string>() : new Map((await this.pins.list()).map((pin) => [pin.name, pin.version]));
    const remotes = await Promise.all(
      REMOTES.map(async (remote): Promise<CompositionRemote> => {
        const version = pinned.get(remote.name) ?? (await this.releases.builtVersion(remote)) ?? UNKNOWN_VERSION;
        return { name: remote.name, version, manifestUrl: manifestUrl(remote, version, dev) };
      }),
    );
    return { remotes };
  }

  /** Pins a release (present on disk or not) and records the change, in one transaction. */
  async pinRemote(name: RemoteName, version: string): Promise<Composition> {
    const remote = this.releases.remote(name);
    if (!remote) throw new UnknownRemoteError(name);
    const builtVersion = (await this.releases.builtVersion(remote)) ?? UNKNOWN_VERSION;
    await this.pins.pin(name, version, builtVersion);
    return this.getComposition();
  }

  async getPinHistory(name: RemoteName): Promise<RemotePinHistory> {
    const rows = await this.pins.listChanges(name);
    return { name, changes: rows.map(toRemotePinChange) };
  }
}
