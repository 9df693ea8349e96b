import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Scripts1795557529877 implements MigrationInterface {
  name = 'Scripts1795557529877';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`scripts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`projectId\` int NOT NULL, \`storedName\` varchar(255) NOT NULL, \`filePath\` varchar(1024) NOT NULL, \`originalName\` varchar(255) NULL, \`title\` varchar(255) NULL, \`format\` varchar(16) NOT NULL, \`sceneCount\` int NOT NULL, \`characterCount\` int NOT NULL, \`analysis\` json NOT NULL, \`createdAt\` datetime(3) NOT NULL, INDEX \`IDX_scripts_projectId\` (\`projectId\`), UNIQUE INDEX \`IDX_scripts_storedName\` (\`storedName\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`scripts\` ADD CONSTRAINT \`FK_95cc0bde665ca99d7a83149593e\` FOREIGN KEY (\`projectId\`) REFERENCES \`projects\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`scripts\` DROP FOREIGN KEY \`FK_95cc0bde665ca99d7a83149593e\``);
    await queryRunner.query(`DROP INDEX \`IDX_scripts_storedName\` ON \`scripts\``);
    await queryRunner.query(`DROP INDEX \`IDX_scripts_projectId\` ON \`scripts\``);
    await queryRunner.query(`DROP TABLE \`scripts\``);
  }
}
