import type { Project } from '@studio/contracts/projects';
import type { ProjectEntity } from './project.entity';

export const toProject = (row: ProjectEntity): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
});
