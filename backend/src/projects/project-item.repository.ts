import { sameName } from '@studio/contracts/names';
import type { DeepPartial, EntityManager, FindOptionsOrder, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { insertInBulk, type RowChanges, updateInBulk } from '../database';
import { projectContentChanged, projectContentChangedInBulk } from './project-touch.subscriber';

/**
 * The tail of each project's named writes of each kind (by table and project id): a check of a name
 * and the write that uses it run one after the other, so two concurrent creates of one name cannot
 * both pass the check.
 * In-process: one API process writes a project's items (SQLite allows no other; on MySQL with
 * several API processes, two at once could still both pass).
 */
const namedWritesOfProject = new Map<string, Promise<unknown>>();

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

  /** Oldest first; within `manager`'s transaction when given (a blueprint's). */
  listByProject(projectId: number, manager?: EntityManager): Promise<Row[]> {
    return (manager?.getRepository(this.rows.target) ?? this.rows).find({ where: { projectId } as FindOptionsWhere<Row>, order: { id: 'ASC' } as FindOptionsOrder<Row> });
  }

  async idsInProject(projectId: number): Promise<number[]> {
    return (await this.listByProject(projectId)).map((row) => row.id);
  }

  findById(id: number): Promise<Row | null> {
    return this.rows.findOneBy({ id } as FindOptionsWhere<Row>);
  }

  /** The row, else the module's error for a missing one: a 404 for an id in the URL, a 409 for one named in a body. */
  async requireById(id: number, missing: new (id: number) => Error): Promise<Row> {
    const row = await this.findById(id);
    if (!row) throw new missing(id);
    return row;
  }

  /** For a row named in a request body: `unknown` unless it exists, `foreign` unless it is in `projectId`. */
  async requireInProject(id: number, projectId: number, unknown: new (id: number) => Error, foreign: new (id: number) => Error): Promise<Row> {
    const row = await this.requireById(id, unknown);
    if (row.projectId !== projectId) throw new foreign(id);
    return row;
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

  /**
   * Runs `write` unless another of the project's rows (other than `exceptId`, the row renamed) has
   * the same name by sameName; then `taken(itsName)` is thrown and nothing is written. Checks and
   * writes of one project's names of one kind (this table's) run one at a time: names are unique
   * per kind, so a character and a set of the project are written side by side.
   */
  async writeNamed<T>(projectId: number, name: string, exceptId: number | undefined, taken: (existingName: string) => Error, write: () => Promise<T>): Promise<T> {
    const key = `${this.rows.metadata.tableName}:${projectId}`;
    const previous = namedWritesOfProject.get(key) ?? Promise.resolve();
    const run = previous.then(async () => {
      const rows = await this.rows
        .createQueryBuilder('item')
        .select(['item.id', 'item.name'])
        .where('item.projectId = :projectId', { projectId })
        .getRawMany<{ item_id: number; item_name: string }>();
      const existing = rows.find((row) => row.item_id !== exceptId && sameName(row.item_name, name));
      if (existing) throw taken(existing.item_name);
      return write();
    });
    const tail = run.catch(() => undefined);
    namedWritesOfProject.set(key, tail);
    // The last write of a project clears its entry, so the map holds only projects being written.
    void tail.then(() => {
      if (namedWritesOfProject.get(key) === tail) namedWritesOfProject.delete(key);
    });
    return run;
  }

  /** Inserts `row` unless another of its project's rows has its name (see writeNamed). */
  insertNamed(row: NewRow & { projectId: number; name: string }, taken: (existingName: string) => Error): Promise<Row> {
    return this.writeNamed(row.projectId, row.name, undefined, taken, () => this.insert(row));
  }

  /** Runs `write`, an edit of `row`; one that gives it a new name goes through writeNamed. */
  writeEdit<T>(row: { id: number; projectId: number }, newName: string | undefined, taken: (existingName: string) => Error, write: () => Promise<T>): Promise<T> {
    return newName === undefined ? write() : this.writeNamed(row.projectId, newName, row.id, taken, write);
  }

  save(row: Row): Promise<Row> {
    return this.rows.save(row);
  }

  /**
   * False when the row is gone (deleted meanwhile). `projectId`, given by a caller that read the
   * row (tables with their own projectId), spares reading it again to touch its project.
   */
  update(id: number, changes: Changes, projectId?: number): Promise<boolean> {
    return this.updateWhere({ id } as FindOptionsWhere<Row> & { id: number }, changes, projectId);
  }

  /**
   * The foreign keys take the rows that depend on it along. One statement: remove() would read the
   * row again and hold the project's row locked in a transaction, round trips a delete waits on.
   */
  async remove(row: Row): Promise<void> {
    const { affected } = await this.rows.delete({ id: row.id } as FindOptionsWhere<Row>);
    if (affected) await projectContentChanged(this.rows.manager, this.rows.target, row, 'deleted');
  }

  /** Changes the row only when it still matches `where`; false otherwise. */
  protected async updateWhere(where: FindOptionsWhere<Row> & { id: number }, changes: Changes, projectId?: number): Promise<boolean> {
    const { affected } = await this.rows.update(where, changes);
    if (affected) await projectContentChanged(this.rows.manager, this.rows.target, projectId === undefined ? { id: where.id } : { id: where.id, projectId }, 'updated');
    return Boolean(affected);
  }
}
