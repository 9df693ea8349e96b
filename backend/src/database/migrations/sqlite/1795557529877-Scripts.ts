import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Scripts1795557529877 implements MigrationInterface {
  name = 'Scripts1795557529877';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "scripts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "projectId" integer NOT NULL, "storedName" varchar(255) NOT NULL, "filePath" varchar(1024) NOT NULL, "originalName" varchar(255), "title" varchar(255), "format" varchar(16) NOT NULL, "sceneCount" integer NOT NULL, "characterCount" integer NOT NULL, "analysis" json NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_scripts_projectId" ON "scripts" ("projectId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_scripts_storedName" ON "scripts" ("storedName") `);
    await queryRunner.query(`DROP INDEX "IDX_scripts_projectId"`);
    await queryRunner.query(`DROP INDEX "IDX_scripts_storedName"`);
    await queryRunner.query(`CREATE TABLE "temporary_scripts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "projectId" integer NOT NULL, "storedName" varchar(255) NOT NULL, "filePath" varchar(1024) NOT NULL, "originalName" varchar(255), "title" varchar(255), "format" varchar(16) NOT NULL, "sceneCount" integer NOT NULL, "characterCount" integer NOT NULL, "analysis" json NOT NULL, "createdAt" datetime(3) NOT NULL, CONSTRAINT "FK_95cc0bde665ca99d7a83149593e" FOREIGN KEY ("projectId") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_scripts"("id", "projectId", "storedName", "filePath", "originalName", "title", "format", "sceneCount", "characterCount", "analysis", "createdAt") SELECT "id", "projectId", "storedName", "filePath", "originalName", "title", "format", "sceneCount", "characterCount", "analysis", "createdAt" FROM "scripts"`);
    await queryRunner.query(`DROP TABLE "scripts"`);
    await queryRunner.query(`ALTER TABLE "temporary_scripts" RENAME TO "scripts"`);
    await queryRunner.query(`CREATE INDEX "IDX_scripts_projectId" ON "scripts" ("projectId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_scripts_storedName" ON "scripts" ("storedName") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_scripts_storedName"`);
    await queryRunner.query(`DROP INDEX "IDX_scripts_projectId"`);
    await queryRunner.query(`ALTER TABLE "scripts" RENAME TO "temporary_scripts"`);
    await queryRunner.query(`CREATE TABLE "scripts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "projectId" integer NOT NULL, "storedName" varchar(255) NOT NULL, "filePath" varchar(1024) NOT NULL, "originalName" varchar(255), "title" varchar(255), "format" varchar(16) NOT NULL, "sceneCount" integer NOT NULL, "characterCount" integer NOT NULL, "analysis" json NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "scripts"("id", "projectId", "storedName", "filePath", "originalName", "title", "format", "sceneCount", "characterCount", "analysis", "createdAt") SELECT "id", "projectId", "storedName", "filePath", "originalName", "title", "format", "sceneCount", "characterCount", "analysis", "createdAt" FROM "temporary_scripts"`);
    await queryRunner.query(`DROP TABLE "temporary_scripts"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_scripts_storedName" ON "scripts" ("storedName") `);
    await queryRunner.query(`CREATE INDEX "IDX_scripts_projectId" ON "scripts" ("projectId") `);
    await queryRunner.query(`DROP INDEX "IDX_scripts_storedName"`);
    await queryRunner.query(`DROP INDEX "IDX_scripts_projectId"`);
    await queryRunner.query(`DROP TABLE "scripts"`);
  }
}
