import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Jobs1795306907253 implements MigrationInterface {
  name = 'Jobs1795306907253';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`jobs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`type\` varchar(64) NOT NULL, \`targetType\` varchar(32) NOT NULL, \`targetId\` int NOT NULL, \`projectId\` int NOT NULL, \`state\` varchar(16) NOT NULL, \`progress\` int NOT NULL DEFAULT '0', \`stage\` varchar(255) NULL, \`error\` text NULL, \`payload\` text NULL, \`result\` text NULL, \`attempts\` int NOT NULL DEFAULT '0', \`createdAt\` datetime(3) NOT NULL, \`startedAt\` datetime(3) NULL, \`finishedAt\` datetime(3) NULL, \`updatedAt\` datetime(3) NOT NULL, INDEX \`IDX_0109dd9e3af90efa9ab35cdb29\` (\`projectId\`), INDEX \`IDX_cfc21bb39d786b0fd7f47aa469\` (\`targetType\`, \`targetId\`), INDEX \`IDX_12fdbe001c17f6d53fe8e81976\` (\`state\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD CONSTRAINT \`FK_0109dd9e3af90efa9ab35cdb292\` FOREIGN KEY (\`projectId\`) REFERENCES \`projects\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP FOREIGN KEY \`FK_0109dd9e3af90efa9ab35cdb292\``);
    await queryRunner.query(`DROP INDEX \`IDX_12fdbe001c17f6d53fe8e81976\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_cfc21bb39d786b0fd7f47aa469\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_0109dd9e3af90efa9ab35cdb29\` ON \`jobs\``);
    await queryRunner.query(`DROP TABLE \`jobs\``);
  }
}
