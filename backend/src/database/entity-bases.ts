import { Column, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { descriptionColumn, idColumn, nameColumn, statusColumn } from './column-types';

/** An indexed projectId: the row's project. */
export const ProjectIdColumn = (): PropertyDecorator => (target, key) => {
  Index()(target, key);
  Column(idColumn(false))(target, key);
};

/**
 * The relation behind projectId: deleting the project deletes the row. Named, not imported: the
 * projects module owns that table.
 */
export const BelongsToProject = (): PropertyDecorator => (target, key) => {
  ManyToOne('ProjectEntity', { onDelete: 'CASCADE' })(target, key);
  JoinColumn({ name: 'projectId' })(target, key);
};

/** id, name and description: a project and each named thing in it. */
export abstract class NamedRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(nameColumn)
  name: string;

  @Column(descriptionColumn)
  description: string | null;
}

/** A named thing of a project with a generation or render status: characters, sets, music, scenes. */
export abstract class ProjectItemRow extends NamedRow {
  @ProjectIdColumn()
  projectId: number;

  @BelongsToProject()
  project?: unknown;

  @Column(statusColumn)
  status: string;
}
