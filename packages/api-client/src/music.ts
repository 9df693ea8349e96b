import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateMusicTrack,
  type MusicTrack,
  type UpdateMusicTrack,
} from '@studio/contracts/music';
import { callApi } from './http';
import { invalidateAll } from './invalidate';
import { queryKeys } from './query-keys';

export const fetchMusic = (projectId: number, signal?: AbortSignal) =>
  callApi('listProjectMusic', { params: { id: projectId }, signal });

export const musicQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.music(projectId), queryFn: ({ signal }) => fetchMusic(projectId, signal) });

export const useMusic = (projectId: number) => useQuery(musicQueryOptions(projectId));

// Scene views show the track through musicId, so scenes refresh with music.
const changedByMusic = (projectId: number) => [queryKeys.music(projectId), queryKeys.overview(projectId), queryKeys.scenes(projectId)];

export const createMusicTrack = (input: CreateMusicTrack) =>
  callApi('createMusicTrack', { body: input });

export const useCreateMusicTrack = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMusicTrack,
    onSuccess: (track) => invalidateAll(queryClient, [queryKeys.music(track.projectId), queryKeys.overview(track.projectId)]),
  });
};

export const updateMusicTrack = ({ id, changes }: { id: number; changes: UpdateMusicTrack }) =>
  callApi('updateMusicTrack', { params: { id }, body: changes });

export const useUpdateMusicTrack = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMusicTrack,
    onSuccess: (track) => invalidateAll(queryClient, changedByMusic(track.projectId)),
  });
};

export const deleteMusicTrack = (id: number) => callApi('deleteMusicTrack', { params: { id } });

export const useDeleteMusicTrack = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (track: Pick<MusicTrack, 'id' | 'projectId'>) => deleteMusicTrack(track.id),
    onSuccess: (_ok, track) => invalidateAll(queryClient, changedByMusic(track.projectId)),
  });
};
