import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSessionsAndRemotePins1795304111602 implements MigrationInterface {
  name = 'AuthSessionsAndRemotePins1795304111602';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`sessions\` (\`id\` varchar(128) NOT NULL, \`data\` text NOT NULL, \`expiresAt\` datetime(3) NOT NULL, INDEX \`IDX_sessions_expiresAt\` (\`expiresAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`remote_pin_changes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(64) NOT NULL, \`version\` varchar(64) NOT NULL, \`previousVersion\` varchar(64) NOT NULL, \`changedAt\` datetime(3) NOT NULL, INDEX \`IDX_remote_pin_changes_name\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`remote_pins\` (\`name\` varchar(64) NOT NULL, \`version\` varchar(64) NOT NULL, \`pinnedAt\` datetime(3) NOT NULL, PRIMARY KEY (\`name\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`remote_pins\``);
    await queryRunner.query(`DROP INDEX \`IDX_remote_pin_changes_name\` ON \`remote_pin_changes\``);
    await queryRunner.query(`DROP TABLE \`remote_pin_changes\``);
    await queryRunner.query(`DROP INDEX \`IDX_sessions_expiresAt\` ON \`sessions\``);
    await queryRunner.query(`DROP TABLE \`sessions\``);
  }
}
