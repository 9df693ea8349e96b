import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SetKind1795612000000 implements MigrationInterface {
  name = 'SetKind1795612000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sets\` ADD \`kind\` varchar(50) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sets\` DROP COLUMN \`kind\``);
  }
}
