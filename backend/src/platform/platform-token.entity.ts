import type { PlatformTokenKind, RemoteName } from '@studio/contracts/platform';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../database';

/**
 * A platform or publish token. Only the SHA-256 of its secret is kept: the secret is random (not
 * a password), so a plain digest is as good as a slow hash and lets a request be found by it.
 */
@Entity('platform_tokens')
export class PlatformTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Who it is for ("characters team"); named in the history of every change made with it. */
  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  kind: PlatformTokenKind;

  /** The one remote a publish token may publish; null for a platform token. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  remote: RemoteName | null;

  /** Hex SHA-256 of the secret. */
  @Index('IDX_platform_tokens_secret_sha256', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  secretSha256: string;

  @Column(dateTimeColumn)
  createdAt: Date;

  @Column({ type: 'varchar', length: 64 })
  createdBy: string;

  @Column({ ...dateTimeColumn, nullable: true })
  lastUsedAt: Date | null;

  @Column({ ...dateTimeColumn, nullable: true })
  revokedAt: Date | null;
}
