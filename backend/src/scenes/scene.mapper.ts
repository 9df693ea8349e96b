import type { Scene, SceneCharacterRef } from '@studio/contracts/scenes';
import type { SceneEntity } from './scene.entity';

/** A scene-character link with the character's name, as read for scene listings. */
export interface SceneCastRow {
  sceneId: number;
  id: number;
  name: string;
}

export const toScene = (row: SceneEntity, characters: SceneCharacterRef[], voiceLineCount: number, renderOutdated: boolean): Scene => ({
  id: row.id,
  name: row.name,
  description: row.description,
  projectId: row.projectId,
  setId: row.setId,
  musicId: row.musicId,
  timeOfDay: row.timeOfDay,
  weather: row.weather,
  pace: row.pace,
  characters,
  voiceLineCount,
  status: row.status,
  renderedPath: row.renderedPath,
  posterPath: row.posterPath,
  subtitlesPath: row.subtitlesPath,
  renderOutdated,
  updatedAt: row.updatedAt.toISOString(),
});

/** Maps scenes with their cast, voice line counts and out-of-date renders, read in bulk beforehand (no query per scene). */
export function toScenes(
  rows: SceneEntity[],
  cast: SceneCastRow[],
  voiceLineCounts: ReadonlyMap<number, number>,
  outdatedRenders: ReadonlySet<number>,
): Scene[] {
  const castByScene = new Map<number, SceneCharacterRef[]>();
  for (const member of cast) {
    const list = castByScene.get(member.sceneId) ?? [];
    list.push({ id: member.id, name: member.name });
    castByScene.set(member.sceneId, list);
  }
  return rows.map((row) => toScene(row, castByScene.get(row.id) ?? [], voiceLineCounts.get(row.id) ?? 0, outdatedRenders.has(row.id)));
}
