import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StudioSettings1795575491537 implements MigrationInterface {
  name = 'StudioSettings1795575491537';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "studio_settings" ("name" varchar(64) PRIMARY KEY NOT NULL, "value" text NOT NULL, "updatedAt" datetime(3) NOT NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "studio_settings"`);
  }
}
