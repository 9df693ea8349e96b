import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobActiveKey1795595257176 implements MigrationInterface {
  name = 'JobActiveKey1795595257176';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`activeKey\` varchar(128) NULL`);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD UNIQUE INDEX \`IDX_1b8f93f9c24304683869efc8c3\` (\`activeKey\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP INDEX \`IDX_1b8f93f9c24304683869efc8c3\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`activeKey\``);
  }
}
