import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectRevision1795304825043 implements MigrationInterface {
  name = 'ProjectRevision1795304825043';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`projects\` ADD \`revision\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`projects\` DROP COLUMN \`revision\``);
  }
}
