import { defineRoutes } from './route-definition';
import { idParamSchema, okSchema } from './common';
import { projectOverviewSchema } from './overview';
import { createProjectSchema, projectListSchema, projectSchema, updateProjectSchema } from './projects';

/** The projects routes of the table (see api-routes.ts). */
export const projectsRoutes = defineRoutes({
  listProjects: { method: 'GET', path: '/api/projects', summary: 'List projects', response: projectListSchema },
  getProject: { method: 'GET', path: '/api/projects/:id', summary: 'One project', params: idParamSchema, response: projectSchema },
  getProjectOverview: {
    method: 'GET',
    path: '/api/projects/:id/overview',
    summary: 'Project with all its entities',
    params: idParamSchema,
    response: projectOverviewSchema,
  },
  createProject: { method: 'POST', path: '/api/projects', summary: 'Create a project', body: createProjectSchema, response: projectSchema },
  updateProject: {
    method: 'PUT',
    path: '/api/projects/:id',
    summary: 'Update a project',
    params: idParamSchema,
    body: updateProjectSchema,
    response: projectSchema,
  },
  deleteProject: { method: 'DELETE', path: '/api/projects/:id', summary: 'Delete a project and everything in it', params: idParamSchema, response: okSchema },
});
