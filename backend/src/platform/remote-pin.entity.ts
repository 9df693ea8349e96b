import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTimeColumn } from '../database';

/** The release of one remote pinned in the active composition; no row means "the built version". */
@Entity('remote_pins')
export class RemotePinEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 64 })
  version: string;

  @Column(dateTimeColumn)
  pinnedAt: Date;
}
