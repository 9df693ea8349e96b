import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SceneTimeOfDayAndWeather1795613000000 implements MigrationInterface {
  name = 'SceneTimeOfDayAndWeather1795613000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scenes" ADD "timeOfDay" varchar(50) NULL`);
    await queryRunner.query(`ALTER TABLE "scenes" ADD "weather" varchar(50) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scenes" DROP COLUMN "weather"`);
    await queryRunner.query(`ALTER TABLE "scenes" DROP COLUMN "timeOfDay"`);
  }
}
