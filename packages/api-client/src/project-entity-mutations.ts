import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@studio/contracts/jobs';
import { invalidateAll, useInvalidatingMutation } from './invalidate';
import { rememberJob } from './jobs';
import { queryKeys } from './query-keys';

/** What a delete and a model job need of an entity of a project. */
export type ProjectEntityRef = { id: number; projectId: number };

export interface ProjectEntityCalls<TEntity extends ProjectEntityRef, TCreate, TUpdate> {
  create: (input: TCreate) => Promise<TEntity>;
  update: (input: { id: number; changes: TUpdate }) => Promise<TEntity>;
  remove: (id: number) => Promise<unknown>;
  /** The project's list of these entities. */
  listKey: (projectId: number) => QueryKey;
  /** Other views that show the entities' fields (scenes show set names): they refresh with every change but a create. */
  shownIn: (projectId: number) => QueryKey[];
  /** What else a delete takes with it (a character's voice lines). */
  removedWith?: (entity: ProjectEntityRef) => QueryKey[];
}

/**
 * The create, update and delete hooks of an entity of a project: a create refreshes the project's
 * list and overview, an update or a delete also the views that show the entity.
 */
export function projectEntityMutations<TEntity extends ProjectEntityRef, TCreate, TUpdate>({
  create,
  update,
  remove,
  listKey,
  shownIn,
  removedWith = () => [],
}: ProjectEntityCalls<TEntity, TCreate, TUpdate>) {
  const created = (projectId: number) => [listKey(projectId), queryKeys.overview(projectId)];
  const changed = (projectId: number) => [...created(projectId), ...shownIn(projectId)];
  return {
    useCreate: () => useInvalidatingMutation(create, (entity) => created(entity.projectId)),
    useUpdate: () => useInvalidatingMutation(update, (entity) => changed(entity.projectId)),
    useDelete: () =>
      useInvalidatingMutation(
        (entity: ProjectEntityRef) => remove(entity.id),
        (_ok, entity) => [...changed(entity.projectId), ...removedWith(entity)],
      ),
  };
}

/**
 * The hook that queues an entity's model build: the job joins the project's job list at once (the
 * card follows it by live events) and the entity list refreshes (its status turns 'pending').
 */
export const useModelJobMutation = (start: (id: number) => Promise<Job>, listKey: (projectId: number) => QueryKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entity: ProjectEntityRef) => start(entity.id),
    onSuccess: (job, entity) => {
      rememberJob(queryClient, job);
      return invalidateAll(queryClient, [listKey(entity.projectId)]);
    },
  });
};
