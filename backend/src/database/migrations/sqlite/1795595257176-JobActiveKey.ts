import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobActiveKey1795595257176 implements MigrationInterface {
  name = 'JobActiveKey1795595257176';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_12fdbe001c17f6d53fe8e81976"`);
    await queryRunner.query(`DROP INDEX "IDX_cfc21bb39d786b0fd7f47aa469"`);
    await queryRunner.query(`DROP INDEX "IDX_0109dd9e3af90efa9ab35cdb29"`);
    await queryRunner.query(`CREATE TABLE "temporary_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "type" varchar(64) NOT NULL, "targetType" varchar(32) NOT NULL, "targetId" integer NOT NULL, "projectId" integer NOT NULL, "state" varchar(16) NOT NULL, "progress" integer NOT NULL DEFAULT (0), "stage" varchar(255), "error" text, "payload" text, "result" text, "attempts" integer NOT NULL DEFAULT (0), "createdAt" datetime(3) NOT NULL, "startedAt" datetime(3), "finishedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, "activeKey" varchar(128), CONSTRAINT "FK_0109dd9e3af90efa9ab35cdb292" FOREIGN KEY ("projectId") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_jobs"("id", "type", "targetType", "targetId", "projectId", "state", "progress", "stage", "error", "payload", "result", "attempts", "createdAt", "startedAt", "finishedAt", "updatedAt") SELECT "id", "type", "targetType", "targetId", "projectId", "state", "progress", "stage", "error", "payload", "result", "attempts", "createdAt", "startedAt", "finishedAt", "updatedAt" FROM "jobs"`);
    await queryRunner.query(`DROP TABLE "jobs"`);
    await queryRunner.query(`ALTER TABLE "temporary_jobs" RENAME TO "jobs"`);
    await queryRunner.query(`CREATE INDEX "IDX_12fdbe001c17f6d53fe8e81976" ON "jobs" ("state", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_cfc21bb39d786b0fd7f47aa469" ON "jobs" ("targetType", "targetId") `);
    await queryRunner.query(`CREATE INDEX "IDX_0109dd9e3af90efa9ab35cdb29" ON "jobs" ("projectId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1b8f93f9c24304683869efc8c3" ON "jobs" ("activeKey") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_1b8f93f9c24304683869efc8c3"`);
    await queryRunner.query(`DROP INDEX "IDX_0109dd9e3af90efa9ab35cdb29"`);
    await queryRunner.query(`DROP INDEX "IDX_cfc21bb39d786b0fd7f47aa469"`);
    await queryRunner.query(`DROP INDEX "IDX_12fdbe001c17f6d53fe8e81976"`);
    await queryRunner.query(`ALTER TABLE "jobs" RENAME TO "temporary_jobs"`);
    await queryRunner.query(`CREATE TABLE "jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "type" varchar(64) NOT NULL, "targetType" varchar(32) NOT NULL, "targetId" integer NOT NULL, "projectId" integer NOT NULL, "state" varchar(16) NOT NULL, "progress" integer NOT NULL DEFAULT (0), "stage" varchar(255), "error" text, "payload" text, "result" text, "attempts" integer NOT NULL DEFAULT (0), "createdAt" datetime(3) NOT NULL, "startedAt" datetime(3), "finishedAt" datetime(3), "updatedAt" datetime(3) NOT NULL, CONSTRAINT "FK_0109dd9e3af90efa9ab35cdb292" FOREIGN KEY ("projectId") REFERENCES "projects" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "jobs"("id", "type", "targetType", "targetId", "projectId", "state", "progress", "stage", "error", "payload", "result", "attempts", "createdAt", "startedAt", "finishedAt", "updatedAt") SELECT "id", "type", "targetType", "targetId", "projectId", "state", "progress", "stage", "error", "payload", "result", "attempts", "createdAt", "startedAt", "finishedAt", "updatedAt" FROM "temporary_jobs"`);
    await queryRunner.query(`DROP TABLE "temporary_jobs"`);
    await queryRunner.query(`CREATE INDEX "IDX_0109dd9e3af90efa9ab35cdb29" ON "jobs" ("projectId") `);
    await queryRunner.query(`CREATE INDEX "IDX_cfc21bb39d786b0fd7f47aa469" ON "jobs" ("targetType", "targetId") `);
    await queryRunner.query(`CREATE INDEX "IDX_12fdbe001c17f6d53fe8e81976" ON "jobs" ("state", "id") `);
  }
}
