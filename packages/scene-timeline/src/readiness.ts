import type { MissingAsset } from '@studio/contracts/director';

/**
 * What decides whether a scene can be rendered (docs/product-rules.md#readiness): a set, a music
 * track whose audio is there, a character, and voice lines whose audio is there. A track or line
 * still being generated, or whose generation failed, has no audio yet.
 */
export interface SceneReadinessFacts {
  sceneName: string;
  hasSet: boolean;
  track: { name: string; hasAudio: boolean } | null;
  castCount: number;
  lines: ReadonlyArray<{ speaker: string; text: string; hasAudio: boolean }>;
}

/**
 * The one readiness rule, used by the render gate, the director and the Scene Rendering screen:
 * everything a render would still lack, in a fixed order; none means ready.
 */
export function missingForRender({ sceneName, hasSet, track, castCount, lines }: SceneReadinessFacts): MissingAsset[] {
  return [
    ...(hasSet ? [] : [{ type: 'set' as const, name: `a set for ${sceneName}` }]),
    ...(track ? [] : [{ type: 'score' as const, name: `a music track for ${sceneName}` }]),
    ...(track && !track.hasAudio ? [{ type: 'score' as const, name: track.name }] : []),
    ...(castCount > 0 ? [] : [{ type: 'character' as const, name: `a character in ${sceneName}` }]),
    ...(lines.length > 0 ? [] : [{ type: 'voice' as const, name: `a voice line in ${sceneName}` }]),
    ...lines.filter((line) => !line.hasAudio).map((line) => ({ type: 'voice' as const, name: line.speaker, line: line.text })),
  ];
}

export const isReadyToRender = (facts: SceneReadinessFacts): boolean => missingForRender(facts).length === 0;
