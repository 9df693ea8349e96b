import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@studio/contracts/common';
import { jobSchema } from '@studio/contracts/jobs';
import { type CreateSet, type StudioSet, type UpdateSet, setListSchema, setSchema } from '@studio/contracts/sets';
import { request } from './http';
import { invalidateAll } from './invalidate';
import { rememberJob } from './jobs';
import { queryKeys } from './query-keys';

export const fetchSets = (projectId: number, signal?: AbortSignal) =>
  request(`/api/projects/${projectId}/sets`, { schema: setListSchema, signal });

export const setsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.sets(projectId), queryFn: ({ signal }) => fetchSets(projectId, signal) });

export const useSets = (projectId: number) => useQuery(setsQueryOptions(projectId));

// Scene views show the set's name through setId, so scenes refresh with sets.
const changedBySet = (projectId: number) => [queryKeys.sets(projectId), queryKeys.overview(projectId), queryKeys.scenes(projectId)];

export const createSet = (input: CreateSet) => request('/api/sets', { method: 'POST', body: input, schema: setSchema });

export const useCreateSet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSet,
    onSuccess: (set) => invalidateAll(queryClient, [queryKeys.sets(set.projectId), queryKeys.overview(set.projectId)]),
  });
};

export const updateSet = ({ id, changes }: { id: number; changes: UpdateSet }) =>
  request(`/api/sets/${id}`, { method: 'PUT', body: changes, schema: setSchema });

export const useUpdateSet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSet,
    onSuccess: (set) => invalidateAll(queryClient, changedBySet(set.projectId)),
  });
};

export const deleteSet = (id: number) => request(`/api/sets/${id}`, { method: 'DELETE', schema: okSchema });

export const useDeleteSet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (set: Pick<StudioSet, 'id' | 'projectId'>) => deleteSet(set.id),
    onSuccess: (_ok, set) => invalidateAll(queryClient, changedBySet(set.projectId)),
  });
};

/** POST /api/sets/:id/generate-model: queues the environment build; the card follows it by live events. */
export const generateSetModel = (id: number) => request(`/api/sets/${id}/generate-model`, { method: 'POST', schema: jobSchema });

export const useGenerateSetModel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (set: Pick<StudioSet, 'id' | 'projectId'>) => generateSetModel(set.id),
    onSuccess: (job, set) => {
      rememberJob(queryClient, job);
      return invalidateAll(queryClient, [queryKeys.sets(set.projectId)]);
    },
  });
};
