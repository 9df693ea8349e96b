import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '@studio/api-client/invalidate';
import { queryKeys } from '@studio/api-client/query-keys';
import { createScene, linkSceneCharacter, unlinkSceneCharacter, updateScene } from '@studio/api-client/scenes';
import type { CreateScene, Scene, UpdateScene } from '@studio/contracts/scenes';

export type SceneChanges = { kind: 'create'; scene: CreateScene } | { kind: 'update'; id: number; scene: UpdateScene };

export interface SaveSceneInput {
  changes: SceneChanges;
  /** Characters linked before the edit (none for a new scene). */
  linkedCharacterIds: number[];
  /** Characters the scene should have after the save. */
  characterIds: number[];
}

/** Which links to add and which to remove so the scene ends with exactly `wanted`. */
export const characterLinkDiff = (linked: number[], wanted: number[]) => ({
  added: wanted.filter((id) => !linked.includes(id)),
  removed: linked.filter((id) => !wanted.includes(id)),
});

/**
 * Saves the scene (POST or PUT), then adds and removes character links for the difference.
 * Every view of scenes reads the scene list or the overview, so both refresh once at the end,
 * also after a failure part-way (the scene may exist without all its links).
 */
export function useSaveScene(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, linkedCharacterIds, characterIds }: SaveSceneInput): Promise<Scene> => {
      const scene =
        changes.kind === 'create' ? await createScene(changes.scene) : await updateScene({ id: changes.id, changes: changes.scene });
      const { added, removed } = characterLinkDiff(linkedCharacterIds, characterIds);
      await Promise.all([
        ...added.map((characterId) => linkSceneCharacter({ sceneId: scene.id, characterId })),
        ...removed.map((characterId) => unlinkSceneCharacter({ sceneId: scene.id, characterId })),
      ]);
      return scene;
    },
    onSettled: () => invalidateAll(queryClient, [queryKeys.scenes(projectId), queryKeys.overview(projectId)]),
  });
}
