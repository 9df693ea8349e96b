import { Inject, Injectable } from '@nestjs/common';
import {
  ENVIRONMENT_TOKEN_NAME,
  PLATFORM_TOKEN_PREFIXES,
  type CreatedPlatformToken,
  type CreatePlatformToken,
  type PlatformToken,
  type PlatformTokenList,
  type RemoteName,
} from '@studio/contracts/platform';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config';
import { PlatformTokenNotFoundError } from './platform.errors';
import type { PlatformTokenEntity } from './platform-token.entity';
import { PlatformTokensRepository } from './platform-tokens.repository';

/** What a bearer token lets a request do: change the platform, or publish one remote's releases. */
export type PlatformCredential = { kind: 'platform'; name: string } | { kind: 'publish'; name: string; remote: RemoteName };

const sha256 = (value: string) => createHash('sha256').update(value).digest();

export const toPlatformToken = (row: PlatformTokenEntity): PlatformToken => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  remote: row.remote,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The platform and publish tokens: made, listed, revoked, and recognised on a request. */
@Injectable()
export class PlatformTokensService {
  /** PLATFORM_TOKEN of the environment, the bootstrap platform token (never stored). */
  private readonly environmentToken: Buffer | null;

  constructor(
    private readonly tokens: PlatformTokensRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.environmentToken = config.platformToken ? sha256(config.platformToken) : null;
  }

  /** The credential a bearer secret is, or null when it is none (unknown or revoked). Read from the database each time, so a revocation holds at once on every server. */
  async authenticate(secret: string): Promise<PlatformCredential | null> {
    const digest = sha256(secret);
    // Compared as digests: equal lengths, in constant time.
    if (this.environmentToken && timingSafeEqual(digest, this.environmentToken)) return { kind: 'platform', name: ENVIRONMENT_TOKEN_NAME };
    const row = await this.tokens.findBySecretSha256(digest.toString('hex'));
    if (!row || row.revokedAt) return null;
    await this.tokens.touch(row.id, new Date());
    return row.kind === 'publish' && row.remote ? { kind: 'publish', name: row.name, remote: row.remote } : { kind: 'platform', name: row.name };
  }

  async list(): Promise<PlatformTokenList> {
    return { tokens: (await this.tokens.list()).map(toPlatformToken) };
  }

  /** The secret is in this answer only: the table keeps its digest. */
  async create({ name, kind, remote }: CreatePlatformToken, createdBy: string): Promise<CreatedPlatformToken> {
    const secret = `${PLATFORM_TOKEN_PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
    const row = await this.tokens.insert({
      name,
      kind,
      remote: kind === 'publish' ? (remote ?? null) : null,
      secretSha256: sha256(secret).toString('hex'),
      createdAt: new Date(),
      createdBy,
      lastUsedAt: null,
      revokedAt: null,
    });
    return { token: toPlatformToken(row), secret };
  }

  async revoke(id: number): Promise<PlatformToken> {
    if (!(await this.tokens.find(id))) throw new PlatformTokenNotFoundError(id);
    await this.tokens.revoke(id, new Date());
    const row = await this.tokens.find(id);
    if (!row) throw new PlatformTokenNotFoundError(id);
    return toPlatformToken(row);
  }
}
