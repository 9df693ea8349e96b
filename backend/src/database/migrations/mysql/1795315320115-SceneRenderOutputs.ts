import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SceneRenderOutputs1795315320115 implements MigrationInterface {
  name = 'SceneRenderOutputs1795315320115';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`scenes\` ADD \`posterPath\` varchar(1024) NULL`);
    await queryRunner.query(`ALTER TABLE \`scenes\` ADD \`subtitlesPath\` varchar(1024) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`scenes\` DROP COLUMN \`subtitlesPath\``);
    await queryRunner.query(`ALTER TABLE \`scenes\` DROP COLUMN \`posterPath\``);
  }
}
