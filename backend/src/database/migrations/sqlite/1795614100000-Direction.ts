import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Direction1795614100000 implements MigrationInterface {
  name = 'Direction1795614100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "voice_lines" ADD "emotion" varchar(50) NULL`);
    await queryRunner.query(`ALTER TABLE "voice_lines" ADD "intensity" double NULL`);
    await queryRunner.query(`ALTER TABLE "voice_lines" ADD "action" varchar(50) NULL`);
    await queryRunner.query(`ALTER TABLE "voice_lines" ADD "actionTarget" varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE "voice_lines" ADD "parenthetical" varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE "voice_lines" ADD "cameraKind" varchar(50) NULL`);
    await queryRunner.query(`ALTER TABLE "voice_lines" ADD "cameraSubjectId" integer NULL`);
    await queryRunner.query(`ALTER TABLE "voice_lines" ADD "pauseBefore" integer NULL`);
    await queryRunner.query(`ALTER TABLE "scenes" ADD "pace" varchar(50) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scenes" DROP COLUMN "pace"`);
    for (const column of ['pauseBefore', 'cameraSubjectId', 'cameraKind', 'parenthetical', 'actionTarget', 'action', 'intensity', 'emotion']) {
      await queryRunner.query(`ALTER TABLE "voice_lines" DROP COLUMN "${column}"`);
    }
  }
}
