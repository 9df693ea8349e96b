import type { DeepPartial, EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/** Rows per INSERT: thousands of rows go in a handful of statements, well under every driver's parameter limit. */
const BULK_INSERT_ROWS = 200;

/**
 * Inserts many rows, many per statement, and gives them their generated ids. Subscribers hear
 * nothing (one event per row would cost more than the insert): the caller reports the lot.
 */
export async function insertInBulk<Row extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<Row>, values: ReadonlyArray<DeepPartial<NoInfer<Row>>>): Promise<Row[]> {
  const rows = manager.create(entity, [...values]);
  for (let start = 0; start < rows.length; start += BULK_INSERT_ROWS) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(start, start + BULK_INSERT_ROWS))
      .callListeners(false)
      .execute();
  }
  return rows;
}

/** One row's new values, kept in the row object too. */
export interface RowChanges<Row extends { id: number }> {
  row: Row;
  changes: QueryDeepPartialEntity<Row>;
}

/** Updates many rows one statement each (each its own values); subscribers hear nothing, as for insertInBulk. */
export async function updateInBulk<Row extends { id: number }>(manager: EntityManager, entity: EntityTarget<Row>, updates: ReadonlyArray<RowChanges<Row>>): Promise<void> {
  for (const { row, changes } of updates) {
    await manager.createQueryBuilder().update(entity).set(changes).where({ id: row.id }).callListeners(false).execute();
    Object.assign(row, changes);
  }
}
