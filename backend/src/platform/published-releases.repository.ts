import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RemoteName } from '@studio/contracts/platform';
import { Repository } from 'typeorm';
import { RemoteReleaseEntity } from './remote-release.entity';

export type NewRelease = Omit<RemoteReleaseEntity, 'id' | 'yankedAt' | 'yankedBy' | 'yankReason'>;

/** A published release without its file list: what a composition needs to describe a remote. */
export type ReleaseSummary = Pick<RemoteReleaseEntity, 'name' | 'version' | 'bundleSha256' | 'manifestSha256' | 'yankedAt' | 'yankReason'>;

/** The remote_releases table: every published release and the hashes of its files. */
@Injectable()
export class PublishedReleasesRepository {
  constructor(@InjectRepository(RemoteReleaseEntity) private readonly releases: Repository<RemoteReleaseEntity>) {}

  find(name: RemoteName, version: string): Promise<RemoteReleaseEntity | null> {
    return this.releases.findOneBy({ name, version });
  }

  /** Newest first. */
  list(name?: RemoteName): Promise<RemoteReleaseEntity[]> {
    return this.releases.find({ where: name ? { name } : {}, order: { id: 'DESC' } });
  }

  /** The releases among these name/version pairs, in one query. */
  summaries(pairs: { name: RemoteName; version: string }[]): Promise<ReleaseSummary[]> {
    if (pairs.length === 0) return Promise.resolve([]);
    return this.releases.find({
      where: pairs.map(({ name, version }) => ({ name, version })),
      select: { name: true, version: true, bundleSha256: true, manifestSha256: true, yankedAt: true, yankReason: true },
    });
  }

  /** Rejects with a unique violation when that version was recorded meanwhile. */
  insert(release: NewRelease): Promise<RemoteReleaseEntity> {
    return this.releases.save(this.releases.create(release));
  }

  async yank(id: number, yankedBy: string, reason: string): Promise<void> {
    await this.releases.update({ id }, { yankedAt: new Date(), yankedBy, yankReason: reason });
  }
}
