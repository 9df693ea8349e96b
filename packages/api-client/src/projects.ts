import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateProject } from '@studio/contracts/projects';
import { callApi } from './http';
import { queryKeys } from './query-keys';

export const fetchProjects = (signal?: AbortSignal) => callApi('listProjects', { signal });

export const projectsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.projects(), queryFn: ({ signal }) => fetchProjects(signal) });

export const useProjects = () => useQuery(projectsQueryOptions());

export const fetchProject = (projectId: number, signal?: AbortSignal) =>
  callApi('getProject', { params: { id: projectId }, signal });

export const projectQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.project(projectId), queryFn: ({ signal }) => fetchProject(projectId, signal) });

export const useProject = (projectId: number) => useQuery(projectQueryOptions(projectId));

export const fetchProjectOverview = (projectId: number, signal?: AbortSignal) =>
  callApi('getProjectOverview', { params: { id: projectId }, signal });

export const projectOverviewQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.overview(projectId),
    queryFn: ({ signal }) => fetchProjectOverview(projectId, signal),
  });

export const useProjectOverview = (projectId: number) => useQuery(projectOverviewQueryOptions(projectId));

export const createProject = (input: CreateProject) =>
  callApi('createProject', { body: input });

export const useCreateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
};
