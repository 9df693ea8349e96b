import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectOverviewSchema } from '@studio/contracts/overview';
import { type CreateProject, projectListSchema, projectSchema } from '@studio/contracts/projects';
import { request } from './http';
import { queryKeys } from './query-keys';

export const fetchProjects = (signal?: AbortSignal) => request('/api/projects', { schema: projectListSchema, signal });

export const projectsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.projects(), queryFn: ({ signal }) => fetchProjects(signal) });

export const useProjects = () => useQuery(projectsQueryOptions());

export const fetchProject = (projectId: number, signal?: AbortSignal) =>
  request(`/api/projects/${projectId}`, { schema: projectSchema, signal });

export const projectQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.project(projectId), queryFn: ({ signal }) => fetchProject(projectId, signal) });

export const useProject = (projectId: number) => useQuery(projectQueryOptions(projectId));

export const fetchProjectOverview = (projectId: number, signal?: AbortSignal) =>
  request(`/api/projects/${projectId}/overview`, { schema: projectOverviewSchema, signal });

export const projectOverviewQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.overview(projectId),
    queryFn: ({ signal }) => fetchProjectOverview(projectId, signal),
  });

export const useProjectOverview = (projectId: number) => useQuery(projectOverviewQueryOptions(projectId));

export const createProject = (input: CreateProject) =>
  request('/api/projects', { method: 'POST', body: input, schema: projectSchema });

export const useCreateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
};
