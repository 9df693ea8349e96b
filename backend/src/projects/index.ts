export * from './project.errors';
export { toProject } from './project.mapper';
export { projectContentChanged, projectContentChangedInBulk, type ProjectChange } from './project-touch.subscriber';
export { ProjectItemRepository, type ProjectItemRow } from './project-item.repository';
export { ProjectItemService } from './project-item.service';
export { ProjectsModule } from './projects.module';
export { ProjectsRepository, type NewProject } from './projects.repository';
export { ProjectsService } from './projects.service';
export type { ProjectEntity } from './project.entity';
