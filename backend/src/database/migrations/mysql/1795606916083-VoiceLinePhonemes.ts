import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VoiceLinePhonemes1795606916083 implements MigrationInterface {
  name = 'VoiceLinePhonemes1795606916083';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`voice_lines\` ADD \`phonemes\` text NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`voice_lines\` DROP COLUMN \`phonemes\``);
  }
}
