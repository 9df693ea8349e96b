import type { SharedRequirement } from '@studio/contracts/platform';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../database';

/** One file of a published release, as it was published. */
export interface ReleaseFileRecord {
  path: string;
  sha256: string;
  bytes: number;
}

/**
 * A published release of a remote. Its files live under the release storage at name/version and
 * never change; `files` is what the compatibility gate checks them against.
 */
@Entity('remote_releases')
@Index('IDX_remote_releases_name_version', ['name', 'version'], { unique: true })
export class RemoteReleaseEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 64 })
  version: string;

  @Column({ type: 'varchar', length: 64 })
  bundleSha256: string;

  @Column({ type: 'varchar', length: 64 })
  manifestSha256: string;

  @Column({ type: 'json' })
  files: ReleaseFileRecord[];

  @Column({ type: 'int' })
  totalBytes: number;

  /** The `shared` array of its mf-manifest.json. */
  @Column({ type: 'json' })
  shared: SharedRequirement[];

  @Column({ ...dateTimeColumn, nullable: true })
  builtAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  gitCommit: string | null;

  @Column(dateTimeColumn)
  publishedAt: Date;

  @Column({ type: 'varchar', length: 64 })
  publishedBy: string;

  @Column({ ...dateTimeColumn, nullable: true })
  yankedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  yankedBy: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  yankReason: string | null;
}
