import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SceneRenderedKey1795614200000 implements MigrationInterface {
  name = 'SceneRenderedKey1795614200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`scenes\` ADD \`renderedKey\` varchar(64) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`scenes\` DROP COLUMN \`renderedKey\``);
  }
}
