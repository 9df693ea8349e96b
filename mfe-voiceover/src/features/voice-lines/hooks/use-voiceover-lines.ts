import { useQueries } from '@tanstack/react-query';
import { useScenes } from '@studio/api-client/scenes';
import { sceneVoiceLinesQueryOptions, useProjectVoiceLines } from '@studio/api-client/voice-lines';
import type { VoiceLine } from '@studio/contracts/voice-lines';

export interface VoiceoverLines {
  lines?: VoiceLine[];
  isPending: boolean;
  error: Error | null;
}

/**
 * The module loads the scenes, then the voice lines of each scene; lines without a
 * scene come from the project's list. Lines are ordered scene by scene, unassigned last.
 */
export function useVoiceoverLines(projectId: number): VoiceoverLines {
  const scenes = useScenes(projectId);
  const projectLines = useProjectVoiceLines(projectId);
  const sceneLines = useQueries({
    queries: (scenes.data ?? []).map((scene) => sceneVoiceLinesQueryOptions(scene.id)),
    combine: (results) => ({
      lines: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });

  const error = scenes.error ?? sceneLines.error ?? projectLines.error;
  const isPending = scenes.isPending || sceneLines.isPending || projectLines.isPending;
  if (error || isPending || !projectLines.data) return { isPending, error };
  const unassigned = projectLines.data.filter((line) => line.sceneId === null);
  return { lines: [...sceneLines.lines, ...unassigned], isPending: false, error: null };
}
