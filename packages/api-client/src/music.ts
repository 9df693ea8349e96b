import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateMusicTrack, UpdateMusicTrack } from '@studio/contracts/music';
import { callApi } from './http';
import { projectEntityMutations } from './project-entity-mutations';
import { queryKeys } from './query-keys';

export const musicQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.music(projectId), queryFn: ({ signal }) => callApi('listProjectMusic', { params: { id: projectId }, signal }) });

export const useMusic = (projectId: number) => useQuery(musicQueryOptions(projectId));

export const createMusicTrack = (input: CreateMusicTrack) => callApi('createMusicTrack', { body: input });

export const updateMusicTrack = ({ id, changes }: { id: number; changes: UpdateMusicTrack }) =>
  callApi('updateMusicTrack', { params: { id }, body: changes });

export const deleteMusicTrack = (id: number) => callApi('deleteMusicTrack', { params: { id } });

export const {
  useCreate: useCreateMusicTrack,
  useUpdate: useUpdateMusicTrack,
  useDelete: useDeleteMusicTrack,
} = projectEntityMutations({
  create: createMusicTrack,
  update: updateMusicTrack,
  remove: deleteMusicTrack,
  listKey: queryKeys.music,
  // Scene views show the track through musicId, so scenes refresh with music.
  shownIn: (projectId) => [queryKeys.scenes(projectId)],
});
