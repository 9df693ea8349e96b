import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { sameName } from '@studio/contracts/names';
import { type EntityManager, Repository } from 'typeorm';
import { ProjectEntity } from './project.entity';
import { projectContentChanged } from './project-touch.subscriber';

export type NewProject = Pick<ProjectEntity, 'name' | 'description'> & { id?: number };

/** The projects table. */
@Injectable()
export class ProjectsRepository {
  constructor(@InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>) {}

  list(): Promise<ProjectEntity[]> {
    return this.projects.find({ order: { id: 'ASC' } });
  }

  /**
   * The project's revision, or null when there is no such project: one indexed read without
   * building an entity, for the overview's cache check on every dashboard load.
   */
  async revisionOf(id: number): Promise<number | null> {
    const rows: Array<{ revision: number | string }> = await this.projects.query('SELECT revision FROM projects WHERE id = ?', [id]);
    return rows.length === 0 ? null : Number(rows[0]!.revision);
  }

  findById(id: number): Promise<ProjectEntity | null> {
    return this.projects.findOneBy({ id });
  }

  exists(id: number): Promise<boolean> {
    return this.projects.existsBy({ id });
  }

  /** The oldest project of that name by sameName (no SQL collation compares names as nameKey does). */
  async findByName(name: string): Promise<ProjectEntity | null> {
    const projects = await this.projects.find({ select: { id: true, name: true }, order: { id: 'ASC' } });
    const found = projects.find((project) => sameName(project.name, name));
    return found ? this.findById(found.id) : null;
  }

  /** Within `manager`'s transaction when given (a blueprint's). */
  insert(project: NewProject, manager: EntityManager = this.projects.manager): Promise<ProjectEntity> {
    return manager.save(manager.create(ProjectEntity, project));
  }

  count(manager: EntityManager = this.projects.manager): Promise<number> {
    return manager.count(ProjectEntity);
  }

  /** A change moves the project's revision and is announced (ProjectTouchSubscriber hears save()). */
  save(row: ProjectEntity): Promise<ProjectEntity> {
    return this.projects.save(row);
  }

  /** False when there was no such project; announced as deleted otherwise. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.projects.delete(id);
    if (affected) await projectContentChanged(this.projects.manager, ProjectEntity, { id }, 'deleted');
    return Boolean(affected);
  }
}
