import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CharacterVoiceProfile1795314824953 implements MigrationInterface {
  name = 'CharacterVoiceProfile1795314824953';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_2e65db22eff7371059f6f61ace"`);
    await queryRunner.query(`CREATE TABLE "temporary_characters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" varchar(500), "projectId" integer NOT NULL, "status" varchar(32) NOT NULL DEFAULT ('pending'), "modelPath" varchar(1024), "referenceImagePath" varchar(1024), "isPirate" boolean NOT NULL DEFAULT (0), "voiceName" varchar(64), "voicePitch" integer, "voiceRate" integer, CONSTRAINT "FK_2e65db22eff7371059f6f61acec" FOREIGN KEY ("projectId") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_characters"("id", "name", "description", "projectId", "status", "modelPath", "referenceImagePath", "isPirate") SELECT "id", "name", "description", "projectId", "status", "modelPath", "referenceImagePath", "isPirate" FROM "characters"`);
    await queryRunner.query(`DROP TABLE "characters"`);
    await queryRunner.query(`ALTER TABLE "temporary_characters" RENAME TO "characters"`);
    await queryRunner.query(`CREATE INDEX "IDX_2e65db22eff7371059f6f61ace" ON "characters" ("projectId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_2e65db22eff7371059f6f61ace"`);
    await queryRunner.query(`ALTER TABLE "characters" RENAME TO "temporary_characters"`);
    await queryRunner.query(`CREATE TABLE "characters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" varchar(500), "projectId" integer NOT NULL, "status" varchar(32) NOT NULL DEFAULT ('pending'), "modelPath" varchar(1024), "referenceImagePath" varchar(1024), "isPirate" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_2e65db22eff7371059f6f61acec" FOREIGN KEY ("projectId") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "characters"("id", "name", "description", "projectId", "status", "modelPath", "referenceImagePath", "isPirate") SELECT "id", "name", "description", "projectId", "status", "modelPath", "referenceImagePath", "isPirate" FROM "temporary_characters"`);
    await queryRunner.query(`DROP TABLE "temporary_characters"`);
    await queryRunner.query(`CREATE INDEX "IDX_2e65db22eff7371059f6f61ace" ON "characters" ("projectId") `);
  }
}
