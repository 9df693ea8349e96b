/**
 * The one stream every format is read into: what a screenplay page shows, in reading order. The
 * analysis reads only this, so Fountain, Final Draft and PDF give the same analysis of one script.
 */
export type ElementType =
  | 'heading'
  | 'action'
  | 'character'
  | 'parenthetical'
  | 'dialogue'
  | 'transition'
  | 'centered'
  | 'lyrics'
  | 'section'
  | 'synopsis'
  | 'page-break';

export interface ScriptElement {
  type: ElementType;
  text: string;
  /** A heading's scene number (#12A# in Fountain, Number= in FDX, the margin in a PDF). */
  sceneNumber?: string;
  /** The second speaker of dual dialogue (and the lines that speaker says). */
  dual?: boolean;
}

export type TitlePage = Record<string, string>;

export interface ParsedScript {
  titlePage: TitlePage;
  elements: ScriptElement[];
}

/** Scene heading prefixes: English and the Russian ИНТ./НАТ. (exterior is НАТ, 'натура'), any case. */
const HEADING_PREFIX = /^(?:int\.?\/ext|ext\.?\/int|int\/ext|i\.?\/e|int|ext|est|инт\.?\/нат|нат\.?\/инт|инт|нат|экст)(?:\.|\s|$)/iu;

export const isHeadingText = (line: string) => HEADING_PREFIX.test(line.trim());

/** 'INT./EXT. HOUSE - DAY' -> { interior, location, timeOfDay }. */
export function splitHeading(heading: string): { interior: 'INT' | 'EXT' | 'INT/EXT' | null; location: string; timeOfDay: string } {
  const text = heading.trim();
  const prefix = /^(int\.?\/ext|ext\.?\/int|int\/ext|i\.?\/e|int|ext|est|инт\.?\/нат|нат\.?\/инт|инт|нат|экст)\.?\s*(?:[-–—]\s*)?/iu.exec(text);
  const upper = prefix?.[1].toUpperCase().replace(/\./g, '') ?? '';
  const interior =
    upper === '' ? null : /\//.test(upper) ? 'INT/EXT' : /^(INT|ИНТ)$/.test(upper) ? 'INT' : 'EXT';
  const rest = prefix ? text.slice(prefix[0].length) : text;
  // The time of day follows the last dash: 'HOUSE - KITCHEN - NIGHT'.
  const parts = rest.split(/\s+[-–—]+\s+|\s+[-–—]+$/).map((part) => part.trim()).filter(Boolean);
  if (parts.length > 1) return { interior, location: parts.slice(0, -1).join(' - '), timeOfDay: parts[parts.length - 1] };
  // 'INT HOUSE DAY': a last word that names a time.
  const words = rest.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && TIME_WORDS.test(last)) return { interior, location: words.slice(0, -1).join(' '), timeOfDay: last };
  return { interior, location: rest.trim(), timeOfDay: '' };
}

const TIME_WORDS = /^(day|night|morning|evening|afternoon|dawn|dusk|sunset|sunrise|later|continuous|midnight|noon|день|ночь|утро|вечер)$/iu;

/** 'JIM (O.S.)', 'JIM (CONT'D)', '@McCLANE', 'GUY ^' -> 'JIM', 'McCLANE', 'GUY': one person, one name. */
export function characterName(cue: string): string {
  return cue
    .replace(/^@/, '')
    .replace(/\^\s*$/, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Fountain's emphasis markers (*, **, _) and escapes, removed; the words stay. */
export function plainText(text: string): string {
  return text
    .replace(/\\([*_\\])/g, '\uE000$1')
    .replace(/(\*{1,3}|_)(?=\S)([^*_\n]*?\S)\1/g, '$2')
    .replace(/\uE000/g, '');
}
