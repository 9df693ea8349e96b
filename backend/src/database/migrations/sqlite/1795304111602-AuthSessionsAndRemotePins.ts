import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSessionsAndRemotePins1795304111602 implements MigrationInterface {
  name = 'AuthSessionsAndRemotePins1795304111602';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sessions" ("id" varchar(128) PRIMARY KEY NOT NULL, "data" text NOT NULL, "expiresAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expiresAt" ON "sessions" ("expiresAt") `);
    await queryRunner.query(`CREATE TABLE "remote_pin_changes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(64) NOT NULL, "version" varchar(64) NOT NULL, "previousVersion" varchar(64) NOT NULL, "changedAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_remote_pin_changes_name" ON "remote_pin_changes" ("name") `);
    await queryRunner.query(`CREATE TABLE "remote_pins" ("name" varchar(64) PRIMARY KEY NOT NULL, "version" varchar(64) NOT NULL, "pinnedAt" datetime(3) NOT NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "remote_pins"`);
    await queryRunner.query(`DROP INDEX "IDX_remote_pin_changes_name"`);
    await queryRunner.query(`DROP TABLE "remote_pin_changes"`);
    await queryRunner.query(`DROP INDEX "IDX_sessions_expiresAt"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
