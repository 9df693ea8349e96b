import { DESCRIPTION_MAX, DESCRIPTION_MIN, NAME_MAX, NAME_MIN } from '@studio/contracts/common';
import type { DialogueLine, ScriptAnalysis } from '@studio/contracts/scripts';
import { PARENTHETICAL_MAX } from '@studio/contracts/voice-lines';
import { nameKey, sameName } from '@studio/contracts/names';
import { namesAPlace } from '@studio/contracts/set-kind-words';
import type { TimeOfDay, Weather } from '@studio/contracts/scenes';
import type { SetKind, SetType } from '@studio/contracts/sets';
import { timesOfDayOfScenes, weatherFromText } from '@studio/scene-timeline/scene-conditions';
import { clipAtWord, clipGraphemes } from '@studio/screenplay/graphemes';
import { setForLocation } from './set-type-for-location';

/** What 'Generate All Assets' makes of an analysis: everything named, so a second run finds it all. */
export interface ProjectPlan {
  characters: Array<{ name: string; description: string | undefined }>;
  sets: Array<{ name: string; type: SetType; kind: SetKind; description: string | undefined }>;
  music: Array<{ name: string; mood: 'mysterious' | 'upbeat'; style: 'ambient' | 'cinematic'; description: string }>;
  scenes: Array<{
    name: string;
    description: string | undefined;
    setName: string;
    musicName: string;
    /** From the heading (CONTINUOUS and LATER as the scene before) and the action; null: nothing said. */
    timeOfDay: TimeOfDay | null;
    weather: Weather | null;
    characters: string[];
    lines: PlannedLine[];
  }>;
}

/** A line to create, with the direction the screenplay gives it (absent fields: automatic). */
export type PlannedLine = Pick<DialogueLine, 'character' | 'text' | 'parenthetical' | 'emotion' | 'intensity' | 'action' | 'actionTarget' | 'pauseBefore'>;


/** A description the studio accepts: none under 10 characters, cut at a word under 500. */
export function fitDescription(text: string): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length < DESCRIPTION_MIN) return undefined;
  return clipAtWord(clean, DESCRIPTION_MAX);
}

/** Night, dusk and the dark hours get the mysterious track; the rest the upbeat one. */
export const isNight = (timeOfDay: string) => /\b(night|midnight|evening|dusk|late|dark)\b/i.test(timeOfDay);

export const NIGHT_TRACK = 'Night Theme';
export const DAY_TRACK = 'Day Theme';

/**
 * A name the studio accepts (at most NAME_MAX characters, `room` of them kept for a suffix): a
 * longer heading is cut at a word and ends in '…'.
 */
function fitName(name: string, room = 0): string {
  return clipAtWord(name.replace(/\s+/g, ' ').trim(), NAME_MAX - room);
}

/**
 * Scenes that share a heading become 'NAME', 'NAME (2)'… in script order, the same on every run;
 * a heading too long for a name is cut first (two cut alike are told apart the same way), and one
 * too short ('.A') is 'Scene 3'.
 */
function uniqueSceneNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((heading, index) => {
    const name = heading.trim().length >= NAME_MIN ? fitName(heading) : `Scene ${index + 1}`;
    const key = nameKey(name);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) return name;
    const suffix = ` (${count})`;
    return `${fitName(name, suffix.length)}${suffix}`;
  });
}

/**
 * Where each scene plays: its heading's place; or, for a heading with no INT or EXT, no time and no
 * word for a place ('.THE FINGER', '.NAK', '.AT THE DOOR'), the place of the scene before it: a
 * writer's shot within that scene, not a place of its own.
 */
function placesOfScenes(scenes: ScriptAnalysis['scenes'], sceneNames: readonly string[]): string[] {
  const places: string[] = [];
  for (const [index, scene] of scenes.entries()) {
    // A place too short for a set's name ('INT. X - DAY') is known by its heading, else by its scene's name; one too long is cut.
    const own = [scene.location, scene.name].find((name) => name.trim().length >= NAME_MIN);
    const place = own === undefined ? sceneNames[index] : fitName(own);
    const isShot = places.length > 0 && scene.interior === null && !scene.timeOfDay.trim() && !namesAPlace(place);
    places.push(isShot ? places[places.length - 1] : place);
  }
  return places;
}

/** The studio's name for a character cue: a one-letter cue ('Q') is 'Character Q', a name takes two; a long one is cut. */
const characterNameFor = (cue: string) => (cue.trim().length >= NAME_MIN ? fitName(cue) : `Character ${cue.trim()}`);

export function planProject(analysis: ScriptAnalysis): ProjectPlan {
  const characters: ProjectPlan['characters'] = [];
  const addCharacter = (cue: string, description = '') => {
    const name = characterNameFor(cue);
    if (!characters.some((character) => sameName(character.name, name))) characters.push({ name, description: fitDescription(description) });
  };
  for (const character of analysis.characters) addCharacter(character.name, character.description);
  for (const scene of analysis.scenes) {
    for (const name of [...scene.characters, ...scene.dialogue.map((line) => line.character)]) addCharacter(name);
  }

  const names = uniqueSceneNames(analysis.scenes.map((scene) => scene.name));
  const places = placesOfScenes(analysis.scenes, names);
  const sets: ProjectPlan['sets'] = [];
  analysis.scenes.forEach((scene, index) => {
    const location = places[index];
    if (!sets.some((set) => sameName(set.name, location))) {
      // Every scene set here tells what the place is; the first one's action lines describe it.
      const actionLines = analysis.scenes.filter((_, other) => sameName(places[other], location)).map((other) => other.description);
      sets.push({ name: location, ...setForLocation(location, scene.interior, actionLines), description: fitDescription(scene.description) });
    }
  });

  const nightScenes = analysis.scenes.filter((scene) => isNight(scene.timeOfDay));
  const music: ProjectPlan['music'] = [
    ...(nightScenes.length > 0
      ? [{ name: NIGHT_TRACK, mood: 'mysterious' as const, style: 'ambient' as const, description: 'Score for the night scenes of the screenplay.' }]
      : []),
    ...(nightScenes.length < analysis.scenes.length
      ? [{ name: DAY_TRACK, mood: 'upbeat' as const, style: 'cinematic' as const, description: 'Score for the day scenes of the screenplay.' }]
      : []),
  ];

  const timesOfDay = timesOfDayOfScenes(analysis.scenes.map((scene) => scene.timeOfDay));
  const scenes = analysis.scenes.map((scene, index) => ({
    name: names[index],
    description: fitDescription(scene.description),
    setName: sets.find((set) => sameName(set.name, places[index]))!.name,
    musicName: isNight(scene.timeOfDay) ? NIGHT_TRACK : DAY_TRACK,
    timeOfDay: timesOfDay[index],
    weather: weatherFromText(scene.description),
    characters: characters
      .filter((character) => [...scene.characters, ...scene.dialogue.map((line) => line.character)].some((cue) => sameName(characterNameFor(cue), character.name)))
      .map((character) => character.name),
    lines: scene.dialogue
      .filter((line) => line.text.trim())
      .map(({ character: speaker, text, parenthetical, ...direction }) => ({
        ...direction,
        character: characters.find((character) => sameName(character.name, characterNameFor(speaker)))!.name,
        text: text.trim(),
        ...(parenthetical ? { parenthetical: clipGraphemes(parenthetical, PARENTHETICAL_MAX) } : {}),
      })),
  }));

  return { characters, sets, music, scenes };
}
