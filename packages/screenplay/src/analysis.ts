import { inferDirection, type ScriptDirection } from './direction';
import { characterName, splitHeading, type ParsedScript, type ScriptElement } from './elements';
import { clipAtWord } from './graphemes';

export type ScreenplayFormat = 'fountain' | 'fdx' | 'pdf';

/** A speech, with the direction the screenplay gives it (direction.ts); fields it does not give are absent. */
export interface DialogueLine extends ScriptDirection {
  character: string;
  text: string;
  parenthetical?: string;
}

export interface AnalyzedCharacter {
  name: string;
  description: string;
  traits: string[];
  dialogueExamples: string[];
}

export interface AnalyzedScene {
  name: string;
  description: string;
  location: string;
  timeOfDay: string;
  interior: 'INT' | 'EXT' | 'INT/EXT' | null;
  characters: string[];
  dialogue: DialogueLine[];
}

export interface DirectorMemory {
  theme: string;
  characters: Array<Pick<AnalyzedCharacter, 'name' | 'description' | 'traits'>>;
  scenes: Array<Pick<AnalyzedScene, 'name' | 'location' | 'timeOfDay' | 'description' | 'characters' | 'dialogue'>>;
}

/** The same shape for every format (it is the contracts' scriptAnalysisSchema). */
export interface ScreenplayAnalysis {
  title: string | null;
  format: ScreenplayFormat;
  characters: AnalyzedCharacter[];
  scenes: AnalyzedScene[];
  directorMemory: DirectorMemory | null;
}

const DESCRIPTION_LIMIT = 400;
const EXAMPLES = 3;

/** Words an introduction uses for what a person is like; found words become traits. */
const TRAIT_WORDS = new Set(
  'angry anxious arrogant bold brave bright calm careful charming cheerful clever cold confident cruel curious determined eager eccentric elegant energetic fierce friendly funny gentle gloomy grumpy happy honest hopeful humble impatient intense jealous kind lazy lonely loud loyal mysterious naive nervous nosy old optimistic patient proud quiet reckless sad serious shy sharp silly sly smart stern stoic strong stubborn sweet tall tense thoughtful tired tough warm weary wild wise witty worried young'.split(' '),
);

const STOP_WORDS = new Set(
  'the and that with from this have they them their there then than what when where which while into onto over under were been being about after again against before between both each just more most other some such only same very your yours will would could should back down like looks look still even here away through around across upon toward towards only also into it’s it\'s his her hers him she he its our out off one two three all any can not but for are was has had you who how why too now int ext day night continuous later'.split(' '),
);

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

interface SceneDraft extends AnalyzedScene {
  actions: string[];
  /** Per line of `dialogue`, the action paragraphs between the speech before it and it. */
  actionsBefore: string[][];
}

/** Cues, speech and headings of the element stream grouped into scenes, in script order. */
function collectScenes(elements: ScriptElement[]): { scenes: SceneDraft[]; actions: string[] } {
  const scenes: SceneDraft[] = [];
  const actions: string[] = [];
  let scene: SceneDraft | null = null;
  let speaker: string | null = null;
  let parenthetical: string | undefined;
  let continuing = false;
  let actionsSinceSpeech: string[] = [];
  for (const element of elements) {
    if (element.type !== 'dialogue' && element.type !== 'lyrics' && element.type !== 'page-break') continuing = false;
    switch (element.type) {
      case 'heading': {
        scene = { name: element.text, description: '', ...splitHeading(element.text), characters: [], dialogue: [], actions: [], actionsBefore: [] };
        scenes.push(scene);
        speaker = null;
        actionsSinceSpeech = [];
        break;
      }
      case 'character':
        speaker = characterName(element.text);
        parenthetical = undefined;
        if (scene && speaker && !scene.characters.includes(speaker)) scene.characters.push(speaker);
        break;
      case 'parenthetical':
        parenthetical = element.text;
        break;
      // A lyric under a cue is that character singing (verse after verse until other text comes): a line like any other.
      case 'dialogue':
      case 'lyrics':
        if (speaker && element.text.trim()) {
          if (!scene) {
            // Speech before any heading: a scene of its own, so no line is lost.
            scene = { name: 'Opening', description: '', interior: null, location: '', timeOfDay: '', characters: [speaker], dialogue: [], actions: [], actionsBefore: [] };
            scenes.push(scene);
          }
          const last = scene.dialogue[scene.dialogue.length - 1];
          // Speech split into paragraphs with nothing between (a page break, an FDX paragraph each) is one line.
          if (continuing && last && !parenthetical) last.text = `${last.text} ${element.text.trim()}`;
          else {
            scene.dialogue.push({ character: speaker, text: element.text.trim(), ...(parenthetical ? { parenthetical } : {}) });
            scene.actionsBefore.push(actionsSinceSpeech);
            actionsSinceSpeech = [];
          }
          parenthetical = undefined;
          continuing = true;
        }
        break;
      case 'action':
        speaker = null;
        actions.push(element.text);
        actionsSinceSpeech.push(element.text);
        scene?.actions.push(element.text);
        break;
      default:
        if (element.type !== 'page-break') speaker = null;
    }
  }
  return { scenes, actions };
}

/** The first sentence of the action that names the character: how the script introduces them. */
function describeCharacter(name: string, actionSentences: string[]): string {
  const named = new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u');
  const sentence = actionSentences.find((candidate) => candidate.includes(name) && named.test(candidate));
  return sentence ? clipAtWord(sentence.trim(), DESCRIPTION_LIMIT) : '';
}

function traitsOf(description: string, lines: DialogueLine[]): string[] {
  const traits = description
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => TRAIT_WORDS.has(word));
  const questions = lines.filter((line) => line.text.trim().endsWith('?')).length;
  const exclamations = lines.filter((line) => line.text.includes('!')).length;
  if (lines.length >= 3 && questions / lines.length >= 0.4) traits.push('inquisitive');
  if (lines.length >= 3 && exclamations / lines.length >= 0.4) traits.push('emphatic');
  if (lines.length > 0 && lines.reduce((sum, line) => sum + line.text.length, 0) / lines.length > 160) traits.push('talkative');
  return [...new Set(traits)];
}

/** The words the action returns to most: what the story keeps showing. */
function themeOf(title: string | null, actions: string[], names: string[]): string {
  const counts = new Map<string, number>();
  const nameWords = new Set(names.flatMap((name) => name.toLowerCase().split(/\s+/)));
  for (const action of actions) {
    for (const word of action.toLowerCase().split(/[^\p{L}]+/u)) {
      if (word.length < 4 || STOP_WORDS.has(word) || nameWords.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([word]) => word);
  const motifs = top.length > 0 ? `recurring images: ${top.join(', ')}` : 'no recurring images';
  return title ? `${title}: ${motifs}` : motifs.charAt(0).toUpperCase() + motifs.slice(1);
}

export interface AnalysisOptions {
  directorMemory: boolean;
}

/** The analysis of a parsed script, or the reason there is none (no scene, no dialogue). */
export function analyzeParsed(
  parsed: ParsedScript,
  format: ScreenplayFormat,
  options: AnalysisOptions,
): { ok: true; analysis: ScreenplayAnalysis } | { ok: false; reason: string } {
  const { scenes: drafts, actions } = collectScenes(parsed.elements);
  if (drafts.length === 0) return { ok: false, reason: 'it has no scene headings (INT. / EXT.) and no dialogue' };

  const names: string[] = [];
  for (const scene of drafts) for (const line of scene.dialogue) if (!names.includes(line.character)) names.push(line.character);
  const scenes: AnalyzedScene[] = drafts.map(({ actions: sceneActions, actionsBefore, ...scene }) => ({
    ...scene,
    description: clipAtWord(sceneActions.join(' ').trim(), DESCRIPTION_LIMIT),
    dialogue: scene.dialogue.map((line, index) => ({
      ...line,
      ...inferDirection({ speaker: line.character, parenthetical: line.parenthetical, actionsBefore: actionsBefore[index] }, names),
    })),
  }));
  const actionSentences = actions.flatMap(sentences);
  const linesBy = new Map<string, DialogueLine[]>(names.map((name) => [name, []]));
  for (const scene of scenes) for (const line of scene.dialogue) linesBy.get(line.character)!.push(line);
  const characters = names.map((name) => {
    const lines = linesBy.get(name)!;
    const description = describeCharacter(name, actionSentences);
    return { name, description, traits: traitsOf(description, lines), dialogueExamples: lines.slice(0, EXAMPLES).map((line) => line.text) };
  });
  const title = parsed.titlePage.title?.replace(/[*_]/g, '').split('\n')[0].trim() || null;
  const directorMemory: DirectorMemory | null = options.directorMemory
    ? {
        theme: themeOf(title, actions, names),
        characters: characters.map(({ name, description, traits }) => ({ name, description, traits })),
        scenes: scenes.map(({ name, location, timeOfDay, description, characters: cast, dialogue }) => ({
          name,
          location,
          timeOfDay,
          description,
          characters: cast,
          dialogue,
        })),
      }
    : null;
  return { ok: true, analysis: { title, format, characters, scenes, directorMemory } };
}
