import type { DeepPartial, EntityManager, FindOptionsOrder, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { insertInBulk, type RowChanges, updateInBulk } from '../database';
import { projectContentChanged, projectContentChangedInBulk } from './project-touch.subscriber';

/** The table I/O every project item shares (characters, sets, music, scenes, voice lines). */
export interface ProjectItemRow extends ObjectLiteral {
  id: number;
  /** Absent where the project is reached through another table (a voice line's character). */
  projectId?: number;
}

/**
 * Reads by project and id, and single and bulk writes, for one project item's table. Single writes
 * move the project's revision through ProjectTouchSubscriber; bulk writes, made inside a caller's
 * transaction (a blueprint's), move it themselves. A module's repository adds its own queries.
 */
export abstract class ProjectItemRepository<Row extends ProjectItemRow, NewRow extends DeepPartial<Row>, Changes extends QueryDeepPartialEntity<Row>> {
  protected constructor(protected readonly rows: Repository<Row>) {}

  /** Oldest first. */
  listByProject(projectId: number): Promise<Row[]> {
    return this.rows.find({ where: { projectId } as FindOptionsWhere<Row>, order: { id: 'ASC' } as FindOptionsOrder<Row> });
  }

  async idsInProject(projectId: number): Promise<number[]> {
    return (await this.listByProject(projectId)).map((row) => row.id);
  }

  findById(id: number): Promise<Row | null> {
    return this.rows.findOneBy({ id } as FindOptionsWhere<Row>);
  }

  insert(row: NewRow): Promise<Row> {
    return this.rows.save(this.rows.create(row));
  }

  /** A project's new rows in bulk, within the caller's transaction (a blueprint's). */
  async insertMany(manager: EntityManager, projectId: number, rows: NewRow[]): Promise<Row[]> {
    await projectContentChangedInBulk(manager, projectId);
    return insertInBulk<Row>(manager, this.rows.target, rows);
  }

  /** Many of a project's rows at once, each its own changes, within the caller's transaction (a blueprint's files). */
  async updateMany(manager: EntityManager, projectId: number, updates: ReadonlyArray<RowChanges<Row>>): Promise<void> {
    await projectContentChangedInBulk(manager, projectId);
    await updateInBulk<Row>(manager, this.rows.target, updates);
  }

  save(row: Row): Promise<Row> {
    return this.rows.save(row);
  }

  /** False when the row is gone (deleted meanwhile). */
  update(id: number, changes: Changes): Promise<boolean> {
    return this.updateWhere({ id } as FindOptionsWhere<Row> & { id: number }, changes);
  }

  /** The foreign keys take the rows that depend on it along. */
  async remove(row: Row): Promise<void> {
    await this.rows.remove(this.rows.create(row as DeepPartial<Row>));
  }

  /** Changes the row only when it still matches `where`; false otherwise. */
  protected async updateWhere(where: FindOptionsWhere<Row> & { id: number }, changes: Changes): Promise<boolean> {
    const { affected } = await this.rows.update(where, changes);
    if (affected) await projectContentChanged(this.rows.manager, this.rows.target, { id: where.id }, 'updated');
    return Boolean(affected);
  }
}
