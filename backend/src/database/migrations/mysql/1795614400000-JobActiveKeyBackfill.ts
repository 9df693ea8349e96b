import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillJobActiveKeys } from '../backfill-job-active-keys';

export class JobActiveKeyBackfill1795614400000 implements MigrationInterface {
  name = 'JobActiveKeyBackfill1795614400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await backfillJobActiveKeys(queryRunner);
  }

  // Nothing to undo: JobActiveKey's down drops the column with its keys.
  public async down(): Promise<void> {}
}
