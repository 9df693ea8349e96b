import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTimeColumn } from '../database';

/** One studio-wide preference (e.g. the pirate preferences), as JSON checked by its contract on the way out. */
@Entity('studio_settings')
export class StudioSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'text' })
  value: string;

  @Column(dateTimeColumn)
  updatedAt: Date;
}
