import type { QueryRunner } from 'typeorm';

/**
 * The job types that were one per target when JobActiveKey added the column. Frozen with the
 * migration that uses it: a type made one per target later gets its key when it is queued.
 */
const ONE_PER_TARGET_TYPES: readonly string[] = ['character.model', 'set.model', 'scene.render'];

interface ActiveJobRow {
  id: number;
  type: string;
  targetType: string;
  targetId: number;
  activeKey: string | null;
}

/**
 * Gives the queued and running one-per-target jobs made before JobActiveKey the key the app writes
 * (`type:targetType:targetId`), so a second job on their target is refused while they run. Only the
 * oldest job of a target gets it: a second one queued before the unique index existed runs unkeyed,
 * as it would have on the release that queued it.
 */
export async function backfillJobActiveKeys(queryRunner: QueryRunner): Promise<void> {
  const rows: ActiveJobRow[] = await queryRunner.query(
    `SELECT id, type, targetType, targetId, activeKey FROM jobs WHERE state IN ('queued', 'running') ORDER BY id`,
  );
  const taken = new Set(rows.flatMap((row) => (row.activeKey === null ? [] : [row.activeKey])));
  for (const row of rows) {
    if (row.activeKey !== null || !ONE_PER_TARGET_TYPES.includes(row.type)) continue;
    const key = `${row.type}:${row.targetType}:${row.targetId}`;
    if (taken.has(key)) continue;
    taken.add(key);
    await queryRunner.query(`UPDATE jobs SET activeKey = ? WHERE id = ?`, [key, row.id]);
  }
}
