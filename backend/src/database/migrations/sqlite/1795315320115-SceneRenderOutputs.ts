import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SceneRenderOutputs1795315320115 implements MigrationInterface {
  name = 'SceneRenderOutputs1795315320115';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_b29a6eaccc21ceb52b607e4f10"`);
    await queryRunner.query(`CREATE TABLE "temporary_scenes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" varchar(500), "projectId" integer NOT NULL, "setId" integer, "musicId" integer, "status" varchar(32) NOT NULL DEFAULT ('pending'), "renderedPath" varchar(1024), "updatedAt" datetime(3) NOT NULL, "posterPath" varchar(1024), "subtitlesPath" varchar(1024), CONSTRAINT "FK_3e81325cee5efb1c03d00e00f24" FOREIGN KEY ("musicId") REFERENCES "music_tracks" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_4de424f927003241513f9505ae9" FOREIGN KEY ("setId") REFERENCES "sets" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_b29a6eaccc21ceb52b607e4f10e" FOREIGN KEY ("projectId") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_scenes"("id", "name", "description", "projectId", "setId", "musicId", "status", "renderedPath", "updatedAt") SELECT "id", "name", "description", "projectId", "setId", "musicId", "status", "renderedPath", "updatedAt" FROM "scenes"`);
    await queryRunner.query(`DROP TABLE "scenes"`);
    await queryRunner.query(`ALTER TABLE "temporary_scenes" RENAME TO "scenes"`);
    await queryRunner.query(`CREATE INDEX "IDX_b29a6eaccc21ceb52b607e4f10" ON "scenes" ("projectId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_b29a6eaccc21ceb52b607e4f10"`);
    await queryRunner.query(`ALTER TABLE "scenes" RENAME TO "temporary_scenes"`);
    await queryRunner.query(`CREATE TABLE "scenes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" varchar(500), "projectId" integer NOT NULL, "setId" integer, "musicId" integer, "status" varchar(32) NOT NULL DEFAULT ('pending'), "renderedPath" varchar(1024), "updatedAt" datetime(3) NOT NULL, CONSTRAINT "FK_3e81325cee5efb1c03d00e00f24" FOREIGN KEY ("musicId") REFERENCES "music_tracks" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_4de424f927003241513f9505ae9" FOREIGN KEY ("setId") REFERENCES "sets" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_b29a6eaccc21ceb52b607e4f10e" FOREIGN KEY ("projectId") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "scenes"("id", "name", "description", "projectId", "setId", "musicId", "status", "renderedPath", "updatedAt") SELECT "id", "name", "description", "projectId", "setId", "musicId", "status", "renderedPath", "updatedAt" FROM "temporary_scenes"`);
    await queryRunner.query(`DROP TABLE "temporary_scenes"`);
    await queryRunner.query(`CREATE INDEX "IDX_b29a6eaccc21ceb52b607e4f10" ON "scenes" ("projectId") `);
  }
}
