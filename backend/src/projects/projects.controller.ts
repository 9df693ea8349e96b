import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsController extends EndpointsOf({ projects: ProjectsService }, {
  listProjects: ({ projects }) => projects.list(),
  getProject: ({ projects }, { params }) => projects.get(params.id),
  createProject: ({ projects }, { body }) => projects.create(body),
  updateProject: ({ projects }, { params, body }) => projects.update(params.id, body),
  deleteProject: ({ projects }, { params }) => projects.remove(params.id),
}) {}
