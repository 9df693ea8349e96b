import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CreateProject } from '@studio/contracts/projects';
import { callApi } from './http';
import { useInvalidatingMutation } from './invalidate';
import { queryKeys } from './query-keys';

export const projectsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.projects(), queryFn: ({ signal }) => callApi('listProjects', { signal }) });

export const useProjects = () => useQuery(projectsQueryOptions());

export const useProject = (projectId: number) =>
  useQuery({ queryKey: queryKeys.project(projectId), queryFn: ({ signal }) => callApi('getProject', { params: { id: projectId }, signal }) });

export const projectOverviewQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.overview(projectId),
    queryFn: ({ signal }) => callApi('getProjectOverview', { params: { id: projectId }, signal }),
  });

export const useProjectOverview = (projectId: number) => useQuery(projectOverviewQueryOptions(projectId));

export const createProject = (input: CreateProject) =>
  callApi('createProject', { body: input });

export const useCreateProject = () => useInvalidatingMutation(createProject, () => [queryKeys.projects()]);
