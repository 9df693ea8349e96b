import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityKind } from '@studio/contracts/events';
import type { Job, JobType } from '@studio/contracts/jobs';
import { ModelEngines, type ModelEngineName } from '../engine-selection';
import type { GeneratedModel, ModelEngine, ProgressCallback } from '../engines';
import { JobAlreadyActiveError, JobsService, TARGET_STATUS } from '../jobs';
import { MediaStorage, type MediaOwner } from '../media';
import { ModelJobInProgressError } from './model-generation.errors';

export interface ModelJobPayload {
  id: number;
}

export interface ModelJobResult {
  /** Null when the entity was deleted while its model was built. */
  modelUrl: string | null;
  engine: ModelEngineName;
  /** Why the offline builder made it when Meshy was chosen but failed. */
  fallback?: string;
}

/** A row that gets a generated model: characters (modelPath) and sets (scenePath). */
interface ModelRow {
  id: number;
  projectId: number;
  status: string;
}

/** What differs between the character and the set model jobs. */
export interface ModelJobTarget<Row extends ModelRow> {
  jobType: Extract<JobType, 'character.model' | 'set.model'>;
  entity: Extract<EntityKind, 'character' | 'set'>;
  /** For messages: 'Character', 'Set'. */
  label: 'Character' | 'Set';
  owner: MediaOwner;
  /** The row, or null when it was deleted. */
  find(id: number): Promise<Row | null>;
  /** The row's model's /media URL. */
  modelOf(row: Row): string | null;
  /** Points the row at a new model, complete; false when the row is gone. */
  saveModel(id: number, url: string): Promise<boolean>;
  /** False when the row is gone. */
  saveStatus(id: number, status: string): Promise<boolean>;
  notFound(id: number): Error;
  build(engine: ModelEngine, row: Row, onProgress: ProgressCallback): Promise<GeneratedModel>;
}

/** The name of a model file in its entity's media folder: `model-<key>.glb`. */
const MODEL_PREFIX = 'model';

/** Share of the progress bar for the build; saving takes the rest. */
const BUILD_SHARE = 0.9;

/**
 * The model jobs' common run: build the GLB with the engine chosen when the job runs, save it in
 * the entity's media folder, point the entity at it, and mirror the job's state on the entity's
 * status. A replaced model's file goes; an entity deleted meanwhile gets nothing.
 */
@Injectable()
export class ModelJobRunner {
  constructor(
    private readonly engines: ModelEngines,
    private readonly jobs: JobsService,
    private readonly media: MediaStorage,
  ) {}

  register<Row extends ModelRow>(target: ModelJobTarget<Row>): void {
    this.jobs.registerHandler<ModelJobPayload, ModelJobResult>(target.jobType, {
      onePerTarget: true,
      run: async ({ payload, reportProgress }) => {
        const row = await target.find(payload.id);
        if (!row) throw target.notFound(payload.id);
        reportProgress(0, 'building model');
        const { result: model, name, fallback } = await this.engines.build((engine) =>
          target.build(engine, row, (fraction) => reportProgress(fraction * BUILD_SHARE)),
        );
        if (fallback) reportProgress(BUILD_SHARE, `built locally: ${fallback}`);
        reportProgress(BUILD_SHARE, 'saving model');
        const url = await this.media.save(target.owner, row.id, MODEL_PREFIX, 'glb', model.glb);
        if (!(await target.saveModel(row.id, url))) {
          // Deleted while building: its folder holds nothing anyone points at.
          await this.media.removeOwners(target.owner, [row.id]);
          return { modelUrl: null, engine: name, ...(fallback ? { fallback } : {}) };
        }
        // The model it replaced, and any an earlier run of this job saved before it was cut off.
        await this.media.removeStrays(target.owner, row.id, MODEL_PREFIX, url);
        return { modelUrl: url, engine: name, ...(fallback ? { fallback } : {}) };
      },
      onStateChange: (job) => this.mirror(target, job),
      queueFor: (id) => this.queueFor(target, id),
    });
  }

  /** Queues a model job for the row with this id; 404 when it does not exist, 409 while one for it is still queued or running. */
  async queueFor<Row extends ModelRow>(target: ModelJobTarget<Row>, id: number): Promise<Job> {
    const row = await target.find(id);
    if (!row) throw target.notFound(id);
    return this.enqueue(target, row);
  }

  /** Queues a model job for `row`; 409 while one for it is still queued or running. */
  private async enqueue<Row extends ModelRow>(target: ModelJobTarget<Row>, row: Row): Promise<Job> {
    return this.jobs
      .enqueue<ModelJobPayload>(target.jobType, { type: target.entity, id: row.id, projectId: row.projectId }, { id: row.id })
      .catch((error: unknown) => {
        throw error instanceof JobAlreadyActiveError ? new ModelJobInProgressError(target.label, row.id, error.active) : error;
      });
  }

  /**
   * Queues the models of new rows (one just created, or a blueprint's many: none can have a job
   * yet) without anyone asking, only while the local engine serves: it is free and takes
   * milliseconds. A cloud engine bills each model, so those wait for a click, or for a render that
   * needs them.
   */
  async enqueueNew<Row extends ModelRow>(target: ModelJobTarget<Row>, rows: readonly Row[]): Promise<void> {
    if (rows.length === 0 || (await this.engines.select()).name !== 'local') return;
    await this.jobs.enqueueMany<ModelJobPayload>(
      target.jobType,
      rows.map((row) => ({ target: { type: target.entity, id: row.id, projectId: row.projectId }, payload: { id: row.id } })),
    );
  }

  /**
   * The entity's status follows its model job; a deleted entity has nothing to follow. A job that
   * failed without finishing its run (cut off once too often) may have saved a model no row points at.
   */
  private async mirror<Row extends ModelRow>(target: ModelJobTarget<Row>, job: Job): Promise<void> {
    await target.saveStatus(job.target.id, TARGET_STATUS[job.state]);
    if (job.state !== 'failed') return;
    const row = await target.find(job.target.id);
    if (row) await this.media.removeStrays(target.owner, row.id, MODEL_PREFIX, target.modelOf(row), new Date(job.finishedAt ?? Date.now()));
  }
}

/** A model job's table: its rows by id, and writes to them (false when the row is gone). */
export interface ModelRows<Row> {
  findById(id: number): Promise<Row | null>;
  update(id: number, changes: Partial<Row>): Promise<boolean>;
}

/**
 * What one table's model job says of itself; the rest follows from the entity's name: 'set' is the
 * 'set.model' job, its files are the media of 'sets', its messages say 'Set'.
 */
export interface ModelJobSpec<Row extends ModelRow, Column extends keyof Row> {
  entity: 'character' | 'set';
  rows: ModelRows<Row>;
  /** The column holding the model's /media URL. */
  modelColumn: Column;
  notFound: new (id: number) => Error;
  build: ModelJobTarget<Row>['build'];
}

/** One table's model job: registers its target with the runner at start-up and queues its rows' models. */
export abstract class ModelJob<Row extends ModelRow & Record<Column, string | null>, Column extends keyof Row & string> implements OnModuleInit {
  private readonly target: ModelJobTarget<Row>;

  protected constructor(
    private readonly runner: ModelJobRunner,
    { entity, rows, modelColumn, notFound, build }: ModelJobSpec<Row, Column>,
  ) {
    this.target = {
      jobType: `${entity}.model`,
      entity,
      label: entity === 'character' ? 'Character' : 'Set',
      owner: `${entity}s`,
      find: (id) => rows.findById(id),
      modelOf: (row) => row[modelColumn],
      saveModel: (id, url) => rows.update(id, { [modelColumn]: url, status: 'complete' } as Partial<Row>),
      saveStatus: (id, status) => rows.update(id, { status } as Partial<Row>),
      notFound: (id) => new notFound(id),
      build,
    };
  }

  onModuleInit(): void {
    this.runner.register(this.target);
  }

  /** Queues the model of the row with this id (see ModelJobRunner.queueFor). */
  queueFor(id: number): Promise<Job> {
    return this.runner.queueFor(this.target, id);
  }

  /** New rows' models (one just created, or a blueprint's many), while the local engine serves: see ModelJobRunner.enqueueNew. */
  enqueueNew(rows: readonly Row[]): Promise<void> {
    return this.runner.enqueueNew(this.target, rows);
  }
}
