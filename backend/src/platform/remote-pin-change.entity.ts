import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../database';

/** Every pin change, oldest first by id: the audit trail and the way back (re-pin `previousVersion`). */
@Entity('remote_pin_changes')
export class RemotePinChangeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_remote_pin_changes_name')
  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 64 })
  version: string;

  /** The version that was active before: the previous pin, or the built version when unpinned. */
  @Column({ type: 'varchar', length: 64 })
  previousVersion: string;

  @Column(dateTimeColumn)
  changedAt: Date;
}
