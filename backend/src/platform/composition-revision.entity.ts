import type { CompositionChange, CompositionPin } from '@studio/contracts/platform';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../database';

/**
 * One revision of the composition: the pins after a change, and who made it, when and why.
 * Revision 0 is the empty composition (every remote at its repository build) and has no row. The
 * revision is unique, so of two changes made against the same revision only one is written.
 */
@Entity('composition_revisions')
export class CompositionRevisionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_composition_revisions_revision', { unique: true })
  @Column({ type: 'int' })
  revision: number;

  @Column({ type: 'varchar', length: 16 })
  action: CompositionChange['action'];

  /** Every pinned remote after the change, in REMOTES order; an unpinned remote runs its repository build. */
  @Column({ type: 'json' })
  pins: CompositionPin[];

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'varchar', length: 64 })
  changedBy: string;

  @Column(dateTimeColumn)
  changedAt: Date;

  @Column({ type: 'int', nullable: true })
  rolledBackTo: number | null;
}
