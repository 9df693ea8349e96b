import type { AssetRequest, DirectorPlan } from '@studio/contracts/director';
import { sameName } from '@studio/contracts/names';

/** What a project holds that a director call by names could touch (rows by name; the scene's lines in scene order). */
export interface ProjectContents {
  projectId: number;
  projectName: string;
  characters: readonly { id: number; name: string }[];
  sets: readonly { id: number; name: string }[];
  tracks: readonly { id: number; name: string }[];
  scenes: readonly { id: number; name: string; setId: number | null; musicId: number | null; characterIds: readonly number[] }[];
  /** Every line of the project: its scene, speaker and words, in scene order. */
  lines: readonly { id: number; sceneId: number | null; characterId: number; text: string }[];
}

/**
 * How a line of a director render lands: `same` is a line of the scene with that speaker and
 * those words (kept); `edit` replaces the words (and speaker) of the scene's line at the same
 * position, which no other line asked for matches; `new` is created.
 */
export type LineLanding = { kind: 'same'; lineId: number } | { kind: 'edit'; lineId: number } | { kind: 'new' };

export interface RenderRequest {
  scene: string;
  characters: readonly string[];
  set: string;
  score?: string | null;
  voiceLines: readonly { character: string; text: string }[];
}

const named = <T extends { name: string }>(rows: readonly T[], name: string) => rows.find((row) => sameName(row.name, name));
const sameWords = (a: string, b: string) => a.trim() === b.trim();
const quoted = (text: string) => `"${text.trim()}"`;

/**
 * What a director render by names creates and changes in the project, and where each of its lines
 * lands: the Director Console shows it before it writes anything, and the render follows it.
 */
export function planDirectorRender(contents: ProjectContents, request: RenderRequest): DirectorPlan & { lines: LineLanding[] } {
  const creates: string[] = [];
  const changes: string[] = [];
  const set = named(contents.sets, request.set);
  if (!set) creates.push(`set ${request.set}`);
  const track = request.score ? named(contents.tracks, request.score) : undefined;
  if (request.score && !track) creates.push(`score ${request.score}`);
  const speakers: string[] = [];
  for (const name of [...request.characters, ...request.voiceLines.map((line) => line.character)]) {
    if (speakers.some((known) => sameName(known, name))) continue;
    speakers.push(name);
    if (!named(contents.characters, name)) creates.push(`character ${name}`);
  }
  const scene = named(contents.scenes, request.scene);
  if (!scene) creates.push(`scene ${request.scene}`);
  else {
    if (set?.id !== scene.setId) changes.push(`${scene.name}: set ${nameOf(contents.sets, scene.setId)} → ${set?.name ?? request.set}`);
    if (request.score && track?.id !== scene.musicId) changes.push(`${scene.name}: score ${nameOf(contents.tracks, scene.musicId)} → ${track?.name ?? request.score}`);
    const newcomers = speakers.filter((name) => {
      const character = named(contents.characters, name);
      return !character || !scene.characterIds.includes(character.id);
    });
    if (newcomers.length > 0) changes.push(`${scene.name}: ${newcomers.join(', ')} join${newcomers.length === 1 ? 's' : ''} the cast`);
  }

  const sceneLines = scene ? contents.lines.filter((line) => line.sceneId === scene.id) : [];
  const speakerId = (name: string) => named(contents.characters, name)?.id;
  const kept = new Set<number>();
  const landings: (LineLanding | null)[] = request.voiceLines.map((line) => {
    const same = sceneLines.find((existing) => !kept.has(existing.id) && existing.characterId === speakerId(line.character) && sameWords(existing.text, line.text));
    if (!same) return null;
    kept.add(same.id);
    return { kind: 'same', lineId: same.id };
  });
  const lines = landings.map((landing, index): LineLanding => {
    if (landing) return landing;
    const line = request.voiceLines[index];
    const atPosition = sceneLines[index];
    if (atPosition && !kept.has(atPosition.id)) {
      kept.add(atPosition.id);
      changes.push(`line ${index + 1}: ${nameOf(contents.characters, atPosition.characterId)} ${quoted(atPosition.text)} → ${line.character} ${quoted(line.text)}`);
      return { kind: 'edit', lineId: atPosition.id };
    }
    creates.push(`line ${line.character}: ${line.text.trim()}`);
    return { kind: 'new' };
  });
  return { projectId: contents.projectId, projectName: contents.projectName, creates, changes, lines };
}

/** What Generate Assets creates, and what it makes again, in the project. */
export function planDirectorGeneration(contents: ProjectContents, items: readonly AssetRequest[]): DirectorPlan {
  const creates: string[] = [];
  const changes: string[] = [];
  for (const item of items) {
    switch (item.type) {
      case 'character': {
        const found = named(contents.characters, item.name);
        if (found) changes.push(`${found.name}: 3D model made again`);
        else creates.push(`character ${item.name}`);
        break;
      }
      case 'set': {
        const found = named(contents.sets, item.name);
        if (found) changes.push(`${found.name}: 3D model made again`);
        else creates.push(`set ${item.name}`);
        break;
      }
      case 'score': {
        const scene = named(contents.scenes, item.scene);
        if (scene?.musicId != null) changes.push(`${scene.name}: score ${nameOf(contents.tracks, scene.musicId)} composed again`);
        else creates.push(`score ${item.scene} Score`);
        break;
      }
      case 'voice': {
        if (!named(contents.characters, item.character)) creates.push(`character ${item.character}`);
        const scene = item.scene ? named(contents.scenes, item.scene) : undefined;
        const speaker = named(contents.characters, item.character);
        const existing = contents.lines.find(
          (line) => (scene ? line.sceneId === scene.id : true) && line.characterId === speaker?.id && sameWords(line.text, item.text),
        );
        if (existing) changes.push(`line ${item.character}: ${item.text.trim()} spoken again`);
        else creates.push(`line ${item.character}: ${item.text.trim()}`);
        break;
      }
    }
  }
  return { projectId: contents.projectId, projectName: contents.projectName, creates, changes };
}

function nameOf(rows: readonly { id: number; name: string }[], id: number | null): string {
  return rows.find((row) => row.id === id)?.name ?? 'none';
}
