import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SceneCharacterLink } from '@studio/contracts/scene-characters';
import {
  type CreateScene,
  type Scene,
  type UpdateScene,
} from '@studio/contracts/scenes';
import { callApi } from './http';
import { invalidateAll } from './invalidate';
import { queryKeys } from './query-keys';

export const fetchScenes = (projectId: number, signal?: AbortSignal) =>
  callApi('listProjectScenes', { params: { id: projectId }, signal });

export const scenesQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.scenes(projectId), queryFn: ({ signal }) => fetchScenes(projectId, signal) });

export const useScenes = (projectId: number) => useQuery(scenesQueryOptions(projectId));

const changedByScene = (projectId: number) => [queryKeys.scenes(projectId), queryKeys.overview(projectId)];

export const createScene = (input: CreateScene) =>
  callApi('createScene', { body: input });

export const useCreateScene = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScene,
    onSuccess: (scene) => invalidateAll(queryClient, changedByScene(scene.projectId)),
  });
};

export const updateScene = ({ id, changes }: { id: number; changes: UpdateScene }) =>
  callApi('updateScene', { params: { id }, body: changes });

export const useUpdateScene = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScene,
    onSuccess: (scene) => invalidateAll(queryClient, changedByScene(scene.projectId)),
  });
};

export const deleteScene = (id: number) => callApi('deleteScene', { params: { id } });

/** A deleted scene takes its voice line list with it and leaves the project's lines changed. */
export const useDeleteScene = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scene: Pick<Scene, 'id' | 'projectId'>) => deleteScene(scene.id),
    onSuccess: (_ok, scene) =>
      invalidateAll(queryClient, [
        ...changedByScene(scene.projectId),
        queryKeys.projectVoiceLines(scene.projectId),
        queryKeys.sceneVoiceLines(scene.id),
      ]),
  });
};

export const linkSceneCharacter = (link: SceneCharacterLink) =>
  callApi('linkSceneCharacter', { body: link });

export const unlinkSceneCharacter = (link: SceneCharacterLink) =>
  callApi('unlinkSceneCharacter', { body: link });

interface SceneCharacterChange {
  link: SceneCharacterLink;
  projectId: number;
}

export const useLinkSceneCharacter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link }: SceneCharacterChange) => linkSceneCharacter(link),
    onSuccess: (_link, { projectId }) => invalidateAll(queryClient, changedByScene(projectId)),
  });
};

export const useUnlinkSceneCharacter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link }: SceneCharacterChange) => unlinkSceneCharacter(link),
    onSuccess: (_ok, { projectId }) => invalidateAll(queryClient, changedByScene(projectId)),
  });
};
