import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateSet, type StudioSet, type UpdateSet } from '@studio/contracts/sets';
import { callApi } from './http';
import { invalidateAll } from './invalidate';
import { rememberJob } from './jobs';
import { queryKeys } from './query-keys';

export const fetchSets = (projectId: number, signal?: AbortSignal) =>
  callApi('listProjectSets', { params: { id: projectId }, signal });

export const setsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.sets(projectId), queryFn: ({ signal }) => fetchSets(projectId, signal) });

export const useSets = (projectId: number) => useQuery(setsQueryOptions(projectId));

// Scene views show the set's name through setId, so scenes refresh with sets.
const changedBySet = (projectId: number) => [queryKeys.sets(projectId), queryKeys.overview(projectId), queryKeys.scenes(projectId)];

export const createSet = (input: CreateSet) => callApi('createSet', { body: input });

export const useCreateSet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSet,
    onSuccess: (set) => invalidateAll(queryClient, [queryKeys.sets(set.projectId), queryKeys.overview(set.projectId)]),
  });
};

export const updateSet = ({ id, changes }: { id: number; changes: UpdateSet }) =>
  callApi('updateSet', { params: { id }, body: changes });

export const useUpdateSet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSet,
    onSuccess: (set) => invalidateAll(queryClient, changedBySet(set.projectId)),
  });
};

export const deleteSet = (id: number) => callApi('deleteSet', { params: { id } });

export const useDeleteSet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (set: Pick<StudioSet, 'id' | 'projectId'>) => deleteSet(set.id),
    onSuccess: (_ok, set) => invalidateAll(queryClient, changedBySet(set.projectId)),
  });
};

/** POST /api/sets/:id/generate-model: queues the environment build; the card follows it by live events. */
export const generateSetModel = (id: number) => callApi('generateSetModel', { params: { id } });

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
