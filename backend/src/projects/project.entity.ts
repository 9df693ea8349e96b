import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { descriptionColumn, nameColumn } from '../database/column-types';

@Entity('projects')
export class ProjectEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(nameColumn)
  name: string;

  @Column(descriptionColumn)
  description: string | null;

  /**
   * Goes up on every change to the project or anything in it (see ProjectsService.touch), so a
   * cached overview can be reused until the project changes, on every instance sharing the database.
   */
  @Column({ type: 'int', default: 0 })
  revision: number;
}
