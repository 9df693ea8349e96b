import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlatformTokens1795614360000 implements MigrationInterface {
  name = 'PlatformTokens1795614360000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "platform_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(64) NOT NULL, "kind" varchar(16) NOT NULL, "remote" varchar(64), "secretSha256" varchar(64) NOT NULL, "createdAt" datetime(3) NOT NULL, "createdBy" varchar(64) NOT NULL, "lastUsedAt" datetime(3), "revokedAt" datetime(3))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_platform_tokens_secret_sha256" ON "platform_tokens" ("secretSha256") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_platform_tokens_secret_sha256"`);
    await queryRunner.query(`DROP TABLE "platform_tokens"`);
  }
}
