import { Column, Entity } from 'typeorm';
import { NamedRow } from '../database';

@Entity('projects')
export class ProjectEntity extends NamedRow {
  /**
   * Goes up on every change to the project or anything in it (see ProjectTouchSubscriber), so a
   * cached overview can be reused until the project changes, on every instance sharing the database.
   */
  @Column({ type: 'int', default: 0 })
  revision: number;
}
