import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SceneCharacterLink } from '@studio/contracts/scene-characters';
import type { CreateScene, UpdateScene } from '@studio/contracts/scenes';
import { callApi } from './http';
import { projectEntityMutations } from './project-entity-mutations';
import { queryKeys } from './query-keys';

export const scenesQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.scenes(projectId), queryFn: ({ signal }) => callApi('listProjectScenes', { params: { id: projectId }, signal }) });

export const useScenes = (projectId: number) => useQuery(scenesQueryOptions(projectId));

/** One scene by id, wherever its project (the storyboard opens from a link). */
export const useScene = (sceneId: number) =>
  useQuery({ queryKey: queryKeys.scene(sceneId), queryFn: ({ signal }) => callApi('getScene', { params: { id: sceneId }, signal }) });

export const createScene = (input: CreateScene) => callApi('createScene', { body: input });

export const updateScene = ({ id, changes }: { id: number; changes: UpdateScene }) =>
  callApi('updateScene', { params: { id }, body: changes });

export const deleteScene = (id: number) => callApi('deleteScene', { params: { id } });

export const { useUpdate: useUpdateScene, useDelete: useDeleteScene } = projectEntityMutations({
  create: createScene,
  update: updateScene,
  remove: deleteScene,
  listKey: queryKeys.scenes,
  shownIn: () => [],
  // A deleted scene takes its voice line list with it and leaves the project's lines changed.
  removedWith: (scene) => [queryKeys.projectVoiceLines(scene.projectId), queryKeys.sceneVoiceLines(scene.id)],
});

export const linkSceneCharacter = (link: SceneCharacterLink) => callApi('linkSceneCharacter', { body: link });

export const unlinkSceneCharacter = (link: SceneCharacterLink) => callApi('unlinkSceneCharacter', { body: link });
