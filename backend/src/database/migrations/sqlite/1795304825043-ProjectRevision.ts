import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectRevision1795304825043 implements MigrationInterface {
  name = 'ProjectRevision1795304825043';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "temporary_projects" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" varchar(500), "revision" integer NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "temporary_projects"("id", "name", "description") SELECT "id", "name", "description" FROM "projects"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`ALTER TABLE "temporary_projects" RENAME TO "projects"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "projects" RENAME TO "temporary_projects"`);
    await queryRunner.query(`CREATE TABLE "projects" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" varchar(500))`);
    await queryRunner.query(`INSERT INTO "projects"("id", "name", "description") SELECT "id", "name", "description" FROM "temporary_projects"`);
    await queryRunner.query(`DROP TABLE "temporary_projects"`);
  }
}
