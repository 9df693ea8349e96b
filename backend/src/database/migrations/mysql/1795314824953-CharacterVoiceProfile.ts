import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CharacterVoiceProfile1795314824953 implements MigrationInterface {
  name = 'CharacterVoiceProfile1795314824953';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`characters\` ADD \`voiceName\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`characters\` ADD \`voicePitch\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`characters\` ADD \`voiceRate\` int NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`characters\` DROP COLUMN \`voiceRate\``);
    await queryRunner.query(`ALTER TABLE \`characters\` DROP COLUMN \`voicePitch\``);
    await queryRunner.query(`ALTER TABLE \`characters\` DROP COLUMN \`voiceName\``);
  }
}
