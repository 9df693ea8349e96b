import type { EntityChange, EntityKind } from '@studio/contracts/events';
import {
  EventSubscriber,
  type DataSource,
  type EntityManager,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type EntityTarget,
  type InsertEvent,
  type ObjectLiteral,
  type QueryRunner,
  type RemoveEvent,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateEvent,
} from 'typeorm';
import { projectContentRule, type ProjectContentRule } from '../database';
import { ProjectEntity } from './project.entity';

/** A write to a project or to its content, as the live stream announces it ('scene-character': the scene's id). */
export interface ProjectChange {
  entity: EntityKind;
  id: number;
  projectId: number;
  change: EntityChange;
}

export type ProjectChangeListener = (change: ProjectChange) => void;

/** What a transaction touched, announced once it commits. */
interface PendingTouches {
  projects: Set<number>;
  changes: Map<string, ProjectChange>;
}

/**
 * The one place that touches a project: every write to its content (entities marked
 * @ProjectContent) or to its own row moves the project's revision, inside the writer's
 * transaction, so a cached overview is never served stale; and the change is announced on the
 * live stream once committed. Registered in the DataSource options (buildDataSourceOptions), so
 * the API, the worker and the tests all have it. TypeORM tells subscribers which row changed for
 * save() and remove() only: repositories making QueryBuilder writes (conditional updates,
 * deletes, bulk inserts) report them through projectContentChanged / projectContentChangedInBulk
 * below, in the same function; the lint rule studio/announced-writes refuses one that does not.
 */
@EventSubscriber()
export class ProjectTouchSubscriber implements EntitySubscriberInterface {
  private announce: ProjectChangeListener = () => undefined;
  private readonly pending = new WeakMap<QueryRunner, PendingTouches>();

  /** The instance TypeORM made for this DataSource; throws when the options left it out. */
  static of(dataSource: DataSource): ProjectTouchSubscriber {
    const subscriber = dataSource.subscribers.find((candidate) => candidate instanceof ProjectTouchSubscriber);
    if (!(subscriber instanceof ProjectTouchSubscriber)) {
      throw new Error('ProjectTouchSubscriber is not registered in the DataSource options (see buildDataSourceOptions)');
    }
    return subscriber;
  }

  /** TypeORM makes subscribers, not Nest: the projects module hands the live stream in here. */
  announceWith(listener: ProjectChangeListener): void {
    this.announce = listener;
  }

  /**
   * A new row's own projectId makes MariaDB share-lock the project's row (the foreign key check);
   * two such transactions that then both move the revision would deadlock. So the revision moves
   * first, before the insert, and the project's row is taken in the same order by every writer.
   */
  async beforeInsert({ manager, metadata, entity }: InsertEvent<ObjectLiteral>): Promise<void> {
    const rule = projectContentRule(metadata.target);
    if (rule && !rule.projectThrough && typeof entity.projectId === 'number') await this.moveRevision(manager, entity.projectId);
  }

  afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    return this.rowChanged(event.manager, event.metadata, event.entity, 'created');
  }

  afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    // A QueryBuilder update only carries the values it sets, no id: rowChanged skips it.
    return this.rowChanged(event.manager, event.metadata, { ...event.databaseEntity, ...event.entity }, 'updated');
  }

  afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    // remove() clears the entity's primary key; the row as loaded still has it.
    return this.rowChanged(event.manager, event.metadata, event.databaseEntity ?? event.entity, 'deleted');
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    // A savepoint released: the outer transaction may still roll back.
    if (queryRunner.isTransactionActive) return;
    const pending = this.pending.get(queryRunner);
    this.pending.delete(queryRunner);
    for (const change of pending?.changes.values() ?? []) this.announce(change);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
  }

  /** A row of project content or a project's own row was written: touch its project, naming the row. Rows of other tables are ignored. */
  async rowChanged(manager: EntityManager, metadata: EntityMetadata, row: ObjectLiteral | undefined, change: EntityChange): Promise<void> {
    if (metadata.target === ProjectEntity) {
      // A new project has no overview cached yet and a deleted one none to serve: only a change moves the revision.
      if (typeof row?.id === 'number') await this.touch(manager, { entity: 'project', id: row.id, projectId: row.id, change }, change === 'updated');
      return;
    }
    const rule = projectContentRule(metadata.target);
    if (!rule || !row) return;
    const id: unknown = row[rule.idColumn ?? 'id'];
    if (typeof id !== 'number') return;
    const projectId = await this.projectIdOf(manager, metadata, rule, row);
    if (projectId !== null) await this.touch(manager, { entity: rule.kind, id, projectId, change });
  }

  /**
   * Moves the project's revision (unless told not to) and announces the change: now, or when the
   * manager's transaction commits.
   */
  async touch(manager: EntityManager, change: ProjectChange, moveRevision = true): Promise<void> {
    if (moveRevision) await this.moveRevision(manager, change.projectId);
    const pending = this.pendingOf(manager);
    if (pending) pending.changes.set(`${change.entity}:${change.id}:${change.change}`, change);
    else this.announce(change);
  }

  /** Once per transaction is enough: the cache compares revisions for equality. */
  private async moveRevision(manager: EntityManager, projectId: number): Promise<void> {
    const pending = this.pendingOf(manager);
    if (pending?.projects.has(projectId)) return;
    await manager.increment(ProjectEntity, { id: projectId }, 'revision', 1);
    pending?.projects.add(projectId);
  }

  /** What the manager's open transaction touched so far; undefined outside a transaction. */
  private pendingOf({ queryRunner }: EntityManager): PendingTouches | undefined {
    if (!queryRunner?.isTransactionActive) return undefined;
    let pending = this.pending.get(queryRunner);
    if (!pending) this.pending.set(queryRunner, (pending = { projects: new Set(), changes: new Map() }));
    return pending;
  }

  /** The row's projectId, or its owner's through the rule's relation; a row named by id only is read first. */
  private async projectIdOf(manager: EntityManager, metadata: EntityMetadata, rule: ProjectContentRule, row: ObjectLiteral): Promise<number | null> {
    const relation = rule.projectThrough === undefined ? undefined : metadata.findRelationWithPropertyPath(rule.projectThrough);
    const column = relation ? relation.joinColumns[0].propertyName : 'projectId';
    let value: unknown = row[column];
    if (value === undefined && typeof row.id === 'number') {
      const stored = await manager.findOne<ObjectLiteral>(metadata.target, { where: { id: row.id } });
      value = stored?.[column];
    }
    if (typeof value !== 'number') return null;
    if (!relation) return value;
    const owner = await manager
      .createQueryBuilder()
      .select('owner.projectId', 'projectId')
      .from(relation.inverseEntityMetadata.target, 'owner')
      .where('owner.id = :id', { id: value })
      .getRawOne<{ projectId: number | string }>();
    return owner ? Number(owner.projectId) : null;
  }
}

/**
 * A QueryBuilder write to one row of project content or to a project's row (TypeORM does not say
 * which row to subscribers): `row` holds its id, and its projectId or the column its rule goes
 * through when known.
 */
export function projectContentChanged(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, row: ObjectLiteral, change: EntityChange): Promise<void> {
  return ProjectTouchSubscriber.of(manager.connection).rowChanged(manager, manager.connection.getMetadata(entity), row, change);
}

/**
 * Many rows written into a project at once (listeners off): one touch for the lot, as a change to
 * the project. Call it before the writes, so the project's row is locked first (see beforeInsert).
 */
export function projectContentChangedInBulk(manager: EntityManager, projectId: number): Promise<void> {
  return ProjectTouchSubscriber.of(manager.connection).touch(manager, { entity: 'project', id: projectId, projectId, change: 'updated' });
}
