import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795304103838 implements MigrationInterface {
  name = 'Initial1795304103838';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`projects\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`description\` varchar(500) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`characters\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`description\` varchar(500) NULL, \`projectId\` int NOT NULL, \`status\` varchar(32) NOT NULL DEFAULT 'pending', \`modelPath\` varchar(1024) NULL, \`referenceImagePath\` varchar(1024) NULL, \`isPirate\` tinyint NOT NULL DEFAULT 0, INDEX \`IDX_2e65db22eff7371059f6f61ace\` (\`projectId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`music_tracks\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`style\` varchar(50) NOT NULL, \`description\` varchar(500) NULL, \`mood\` varchar(50) NULL, \`projectId\` int NOT NULL, \`status\` varchar(32) NOT NULL DEFAULT 'pending', \`filePath\` varchar(1024) NULL, INDEX \`IDX_4de1629528d2b131d8f54ad6f3\` (\`projectId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`sets\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`description\` varchar(500) NULL, \`type\` varchar(50) NOT NULL, \`projectId\` int NOT NULL, \`status\` varchar(32) NOT NULL DEFAULT 'pending', \`scenePath\` varchar(1024) NULL, \`oceanType\` varchar(50) NULL, INDEX \`IDX_232e1279c89a904477ecf003b3\` (\`projectId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`scenes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`description\` varchar(500) NULL, \`projectId\` int NOT NULL, \`setId\` int NULL, \`musicId\` int NULL, \`status\` varchar(32) NOT NULL DEFAULT 'pending', \`renderedPath\` varchar(1024) NULL, \`updatedAt\` datetime(3) NOT NULL, INDEX \`IDX_b29a6eaccc21ceb52b607e4f10\` (\`projectId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`scene_characters\` (\`sceneId\` int NOT NULL, \`characterId\` int NOT NULL, INDEX \`IDX_ab1f8eafbf32c3d0ed6bebd02f\` (\`characterId\`), PRIMARY KEY (\`sceneId\`, \`characterId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`voice_lines\` (\`id\` int NOT NULL AUTO_INCREMENT, \`sceneId\` int NULL, \`characterId\` int NOT NULL, \`text\` text NOT NULL, \`status\` varchar(32) NOT NULL DEFAULT 'pending', \`filePath\` varchar(1024) NULL, INDEX \`IDX_7cda94cead18533384d9115bfe\` (\`sceneId\`), INDEX \`IDX_1d81d38095b954f134bf9eb42a\` (\`characterId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`characters\` ADD CONSTRAINT \`FK_2e65db22eff7371059f6f61acec\` FOREIGN KEY (\`projectId\`) REFERENCES \`projects\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`music_tracks\` ADD CONSTRAINT \`FK_4de1629528d2b131d8f54ad6f37\` FOREIGN KEY (\`projectId\`) REFERENCES \`projects\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`sets\` ADD CONSTRAINT \`FK_232e1279c89a904477ecf003b35\` FOREIGN KEY (\`projectId\`) REFERENCES \`projects\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`scenes\` ADD CONSTRAINT \`FK_b29a6eaccc21ceb52b607e4f10e\` FOREIGN KEY (\`projectId\`) REFERENCES \`projects\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`scenes\` ADD CONSTRAINT \`FK_4de424f927003241513f9505ae9\` FOREIGN KEY (\`setId\`) REFERENCES \`sets\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`scenes\` ADD CONSTRAINT \`FK_3e81325cee5efb1c03d00e00f24\` FOREIGN KEY (\`musicId\`) REFERENCES \`music_tracks\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`scene_characters\` ADD CONSTRAINT \`FK_e3031091124d901da4040c70a58\` FOREIGN KEY (\`sceneId\`) REFERENCES \`scenes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`scene_characters\` ADD CONSTRAINT \`FK_ab1f8eafbf32c3d0ed6bebd02ff\` FOREIGN KEY (\`characterId\`) REFERENCES \`characters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`voice_lines\` ADD CONSTRAINT \`FK_7cda94cead18533384d9115bfee\` FOREIGN KEY (\`sceneId\`) REFERENCES \`scenes\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`voice_lines\` ADD CONSTRAINT \`FK_1d81d38095b954f134bf9eb42a7\` FOREIGN KEY (\`characterId\`) REFERENCES \`characters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`voice_lines\` DROP FOREIGN KEY \`FK_1d81d38095b954f134bf9eb42a7\``);
    await queryRunner.query(`ALTER TABLE \`voice_lines\` DROP FOREIGN KEY \`FK_7cda94cead18533384d9115bfee\``);
    await queryRunner.query(`ALTER TABLE \`scene_characters\` DROP FOREIGN KEY \`FK_ab1f8eafbf32c3d0ed6bebd02ff\``);
    await queryRunner.query(`ALTER TABLE \`scene_characters\` DROP FOREIGN KEY \`FK_e3031091124d901da4040c70a58\``);
    await queryRunner.query(`ALTER TABLE \`scenes\` DROP FOREIGN KEY \`FK_3e81325cee5efb1c03d00e00f24\``);
    await queryRunner.query(`ALTER TABLE \`scenes\` DROP FOREIGN KEY \`FK_4de424f927003241513f9505ae9\``);
    await queryRunner.query(`ALTER TABLE \`scenes\` DROP FOREIGN KEY \`FK_b29a6eaccc21ceb52b607e4f10e\``);
    await queryRunner.query(`ALTER TABLE \`sets\` DROP FOREIGN KEY \`FK_232e1279c89a904477ecf003b35\``);
    await queryRunner.query(`ALTER TABLE \`music_tracks\` DROP FOREIGN KEY \`FK_4de1629528d2b131d8f54ad6f37\``);
    await queryRunner.query(`ALTER TABLE \`characters\` DROP FOREIGN KEY \`FK_2e65db22eff7371059f6f61acec\``);
    await queryRunner.query(`DROP INDEX \`IDX_1d81d38095b954f134bf9eb42a\` ON \`voice_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_7cda94cead18533384d9115bfe\` ON \`voice_lines\``);
    await queryRunner.query(`DROP TABLE \`voice_lines\``);
    await queryRunner.query(`DROP INDEX \`IDX_ab1f8eafbf32c3d0ed6bebd02f\` ON \`scene_characters\``);
    await queryRunner.query(`DROP TABLE \`scene_characters\``);
    await queryRunner.query(`DROP INDEX \`IDX_b29a6eaccc21ceb52b607e4f10\` ON \`scenes\``);
    await queryRunner.query(`DROP TABLE \`scenes\``);
    await queryRunner.query(`DROP INDEX \`IDX_232e1279c89a904477ecf003b3\` ON \`sets\``);
    await queryRunner.query(`DROP TABLE \`sets\``);
    await queryRunner.query(`DROP INDEX \`IDX_4de1629528d2b131d8f54ad6f3\` ON \`music_tracks\``);
    await queryRunner.query(`DROP TABLE \`music_tracks\``);
    await queryRunner.query(`DROP INDEX \`IDX_2e65db22eff7371059f6f61ace\` ON \`characters\``);
    await queryRunner.query(`DROP TABLE \`characters\``);
    await queryRunner.query(`DROP TABLE \`projects\``);
  }
}
