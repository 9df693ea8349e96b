import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BelongsToProject, dateTimeColumn, idColumn, ProjectIdColumn } from '../database';

const nullableDateTime = { ...dateTimeColumn, nullable: true };

/** A unit of long work (generation, rendering...): the durable record of what runs, ran, or failed. */
@Entity('jobs')
@Index(['state', 'id'])
@Index(['targetType', 'targetId'])
export class JobEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  type: string;

  @Column({ type: 'varchar', length: 32 })
  targetType: string;

  @Column(idColumn(false))
  targetId: number;

  // A job is about the project's content, so it goes with the project.
  @ProjectIdColumn()
  projectId: number;

  @BelongsToProject()
  project?: unknown;

  @Column({ type: 'varchar', length: 16 })
  state: string;

  @Column({ type: 'int', default: 0 })
  progress: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stage: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** JSON handed to the handler: what to work on, kept so the job can run again after a restart. */
  @Column({ type: 'text', nullable: true })
  payload: string | null;

  /** JSON of what the handler returned. */
  @Column({ type: 'text', nullable: true })
  result: string | null;

  /** How many times a runner started it. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(dateTimeColumn)
  createdAt: Date;

  @Column(nullableDateTime)
  startedAt: Date | null;

  @Column(nullableDateTime)
  finishedAt: Date | null;

  @Column(dateTimeColumn)
  updatedAt: Date;

  /** `type:targetType:targetId` while a one-per-target job is queued or running, else null; unique. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 128, nullable: true })
  activeKey: string | null;
}
