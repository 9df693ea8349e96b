import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServiceKeys1795306935151 implements MigrationInterface {
  name = 'ServiceKeys1795306935151';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "service_keys" ("service" varchar(32) PRIMARY KEY NOT NULL, "ciphertext" varchar(1024) NOT NULL, "iv" varchar(32) NOT NULL, "tag" varchar(32) NOT NULL, "updatedAt" datetime(3) NOT NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "service_keys"`);
  }
}
