import type { Scene } from '@studio/contracts/scenes';
import { AUTOMATIC_LINE_DIRECTION, type UpdateVoiceLine, type VoiceLine, type VoiceLineDirection } from '@studio/contracts/voice-lines';
import { updateScene } from './scenes';
import { useInvalidatingMutation } from './invalidate';
import { queryKeys } from './query-keys';
import { updateVoiceLine } from './voice-lines';

/**
 * A direction change re-cuts the scene: its lines, timeline and detail refresh, and the project's
 * scene lists and overview, whose render status says the scene changed since its last render.
 */
const changedByDirection = (projectId: number, sceneId: number) => [
  queryKeys.sceneScope(sceneId),
  queryKeys.scenes(projectId),
  queryKeys.overview(projectId),
  queryKeys.projectVoiceLines(projectId),
];

/** Saves one line's direction (PUT /api/voice-lines/:id with only direction fields). */
export const useUpdateLineDirection = (projectId: number, sceneId: number) =>
  useInvalidatingMutation(
    ({ id, changes }: { id: number; changes: Pick<UpdateVoiceLine, keyof VoiceLineDirection> }) => updateVoiceLine({ id, changes }),
    () => changedByDirection(projectId, sceneId),
  );

/** 'Back to automatic' for a whole scene: every line's direction and the scene's pace. */
export const resetSceneDirection = async ({ scene, lines }: { scene: Pick<Scene, 'id'>; lines: Pick<VoiceLine, 'id'>[] }) => {
  // One line at a time: the writes are few and the server takes them in order.
  for (const line of lines) await updateVoiceLine({ id: line.id, changes: AUTOMATIC_LINE_DIRECTION });
  return updateScene({ id: scene.id, changes: { pace: null } });
};

export const useResetSceneDirection = (projectId: number, sceneId: number) =>
  useInvalidatingMutation(resetSceneDirection, () => changedByDirection(projectId, sceneId));

/** Saves a scene's pace (null: normal, automatic). */
export const useUpdateScenePace = (projectId: number, sceneId: number) =>
  useInvalidatingMutation((pace: Scene['pace']) => updateScene({ id: sceneId, changes: { pace } }), () => changedByDirection(projectId, sceneId));
