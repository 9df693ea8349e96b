import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { PlatformTokenEntity } from './platform-token.entity';

/** The platform_tokens table. */
@Injectable()
export class PlatformTokensRepository {
  constructor(@InjectRepository(PlatformTokenEntity) private readonly tokens: Repository<PlatformTokenEntity>) {}

  /** Newest first. */
  list(): Promise<PlatformTokenEntity[]> {
    return this.tokens.find({ order: { id: 'DESC' } });
  }

  find(id: number): Promise<PlatformTokenEntity | null> {
    return this.tokens.findOneBy({ id });
  }

  findBySecretSha256(secretSha256: string): Promise<PlatformTokenEntity | null> {
    return this.tokens.findOneBy({ secretSha256 });
  }

  insert(token: Omit<PlatformTokenEntity, 'id'>): Promise<PlatformTokenEntity> {
    return this.tokens.save(this.tokens.create(token));
  }

  async touch(id: number, lastUsedAt: Date): Promise<void> {
    await this.tokens.update({ id }, { lastUsedAt });
  }

  /** Only a token not revoked yet: revoking twice keeps the first time. */
  async revoke(id: number, revokedAt: Date): Promise<void> {
    await this.tokens.update({ id, revokedAt: IsNull() }, { revokedAt });
  }
}
