import type { ProjectBlueprintInput } from '@studio/contracts/blueprints';
import type { projectManifestSchema } from '@studio/contracts/imports';
import { nameKey } from '@studio/contracts/names';
import type { z } from 'zod';
import { isSafeBundlePath } from './bundle-reader';

type Manifest = z.output<typeof projectManifestSchema>;
type SceneBlueprint = NonNullable<ProjectBlueprintInput['scenes']>[number];
type LineBlueprint = NonNullable<SceneBlueprint['voiceLines']>[number];

/**
 * A manifest (docs/product-rules.md#entities) as a blueprint: scenes in their `order` (the file's
 * order where none is given), music entries grouped into tracks by name (a track named after its
 * scene when unnamed) and assigned to their scenes, voice lines placed in their scenes. What cannot
 * be placed (a line or a track for a scene the manifest lacks, an unsafe path, a path without a
 * bundle) is a problem; the caller reports them all with the blueprint's own.
 */
export function manifestToBlueprint(manifest: Manifest, { bundled }: { bundled: boolean }): { blueprint: ProjectBlueprintInput; problems: string[] } {
  const problems: string[] = [];
  const file = (path: string | null | undefined, what: string) => {
    if (!path) return undefined;
    if (!isSafeBundlePath(path)) {
      problems.push(`${what}: the path '${path.slice(0, 120)}' is not allowed (paths are relative to the bundle, without '..')`);
      return undefined;
    }
    if (!bundled) {
      problems.push(`${what}: '${path}' can only come in a .zip bundle with the file; a JSON manifest carries no files`);
      return undefined;
    }
    return path;
  };
  const ordered = manifest.scenes
    .map((scene, index) => ({ scene, index }))
    .sort((a, b) => (a.scene.order ?? Number.MAX_SAFE_INTEGER) - (b.scene.order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ scene }) => scene);
  const scenesByKey = new Map(ordered.map((scene) => [nameKey(scene.name), scene]));
  const sceneNamed = (name: string) => scenesByKey.get(nameKey(name));

  const tracks: NonNullable<ProjectBlueprintInput['music']> = [];
  const musicOfScene = new Map<string, string>();
  const trackKeys = new Set<string>();
  for (const entry of manifest.music) {
    const name = entry.name ?? (entry.scene_name ? `${entry.scene_name} Music` : undefined);
    if (!name) {
      problems.push('a music entry names neither a scene nor a track');
      continue;
    }
    if (entry.scene_name) {
      const scene = sceneNamed(entry.scene_name);
      if (!scene) problems.push(`music '${name}' is for scene '${entry.scene_name}', which is not in the manifest`);
      else if (musicOfScene.has(scene.name)) problems.push(`scene '${scene.name}' has more than one music entry`);
      else musicOfScene.set(scene.name, name);
    }
    if (trackKeys.has(nameKey(name))) continue;
    trackKeys.add(nameKey(name));
    tracks.push({
      name,
      style: (entry.style ?? undefined) as NonNullable<ProjectBlueprintInput['music']>[number]['style'],
      mood: entry.mood,
      description: entry.description,
      audioFile: file(entry.mp3_path, `music '${name}'`),
    });
  }

  // The blueprint checks the direction's values, naming the line's field when one is wrong.
  const lineOf = (line: Manifest['voice_lines'][number]): LineBlueprint => ({
    character: line.character,
    text: line.text,
    audioFile: file(line.file, `voice line '${line.text.slice(0, 40)}'`),
    emotion: line.emotion as LineBlueprint['emotion'],
    intensity: line.intensity,
    action: line.action as LineBlueprint['action'],
    actionTarget: line.action_target,
    parenthetical: line.parenthetical,
    camera: line.camera && { kind: line.camera.kind as NonNullable<LineBlueprint['camera']>['kind'], subject: line.camera.subject },
    pauseBefore: line.pause_before,
  });
  const unplaced = manifest.voice_lines.filter((line) => !line.scene);
  const linesOfScene = new Map<string, Manifest['voice_lines']>();
  for (const line of manifest.voice_lines) {
    if (!line.scene) continue;
    const scene = sceneNamed(line.scene);
    if (!scene) problems.push(`a voice line of '${line.character}' is for scene '${line.scene}', which is not in the manifest`);
    else linesOfScene.set(scene.name, [...(linesOfScene.get(scene.name) ?? []), line]);
  }

  return {
    problems,
    blueprint: {
      project: { name: manifest.name, description: manifest.description ?? undefined },
      characters: manifest.characters.map((character) => ({
        name: character.name,
        description: character.description ?? undefined,
        isPirate: character.is_pirate ?? false,
        modelFile: file(character.model_path, `character '${character.name}'`),
      })),
      sets: manifest.sets.map((set) => ({
        name: set.name,
        type: (set.type ?? undefined) as NonNullable<ProjectBlueprintInput['sets']>[number]['type'],
        oceanType: set.ocean_type as NonNullable<ProjectBlueprintInput['sets']>[number]['oceanType'],
        kind: set.kind as NonNullable<ProjectBlueprintInput['sets']>[number]['kind'],
        description: set.description ?? undefined,
        sceneFile: file(set.scene_file, `set '${set.name}'`),
      })),
      music: tracks,
      scenes: ordered.map((scene) => ({
        name: scene.name,
        description: scene.description ?? undefined,
        set: scene.set,
        music: musicOfScene.get(scene.name),
        characters: scene.characters,
        timeOfDay: scene.time_of_day as SceneBlueprint['timeOfDay'],
        weather: scene.weather as SceneBlueprint['weather'],
        pace: scene.pace as SceneBlueprint['pace'],
        voiceLines: (linesOfScene.get(scene.name) ?? []).map(lineOf),
      })),
      voiceLines: unplaced.map(lineOf),
    },
  };
}
