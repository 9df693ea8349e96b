import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateSet, UpdateSet } from '@studio/contracts/sets';
import { callApi } from './http';
import { projectEntityMutations, useModelJobMutation } from './project-entity-mutations';
import { queryKeys } from './query-keys';

export const setsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.sets(projectId), queryFn: ({ signal }) => callApi('listProjectSets', { params: { id: projectId }, signal }) });

export const useSets = (projectId: number) => useQuery(setsQueryOptions(projectId));

export const createSet = (input: CreateSet) => callApi('createSet', { body: input });

export const updateSet = ({ id, changes }: { id: number; changes: UpdateSet }) => callApi('updateSet', { params: { id }, body: changes });

export const deleteSet = (id: number) => callApi('deleteSet', { params: { id } });

export const { useCreate: useCreateSet, useUpdate: useUpdateSet, useDelete: useDeleteSet } = projectEntityMutations({
  create: createSet,
  update: updateSet,
  remove: deleteSet,
  listKey: queryKeys.sets,
  // Scene views show the set's name through setId, so scenes refresh with sets.
  shownIn: (projectId) => [queryKeys.scenes(projectId)],
});

/** POST /api/sets/:id/generate-model: queues the environment build; the card follows it by live events. */
export const generateSetModel = (id: number) => callApi('generateSetModel', { params: { id } });

export const useGenerateSetModel = () => useModelJobMutation(generateSetModel, queryKeys.sets);
