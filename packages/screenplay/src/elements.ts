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
  /** The text's styled runs, only when some of it is bold, italic or underlined; `text` is always plain. */
  runs?: TextRun[];
}

export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

type RunStyle = Omit<TextRun, 'text'>;

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
  // 'INT. HALLWAY, A MOMENT LATER', 'INT. SCOTT'S APARTMENT, SAME TIME': a time after the last comma.
  const clauses = rest.split(',').map((clause) => clause.trim()).filter(Boolean);
  if (clauses.length > 1 && isTimePhrase(clauses[clauses.length - 1])) {
    return { interior, location: clauses.slice(0, -1).join(', '), timeOfDay: clauses[clauses.length - 1] };
  }
  // 'INT HOUSE DAY': a last word that names a time.
  const words = rest.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && TIME_WORDS.test(last)) return { interior, location: words.slice(0, -1).join(' ').replace(/\s*,$/, ''), timeOfDay: last };
  // A heading ending in a comma ('SCOTT REENTERING HIS APARTMENT,') names the place before it.
  return { interior, location: rest.trim().replace(/\s*,$/, ''), timeOfDay: '' };
}

/** Words a heading's time phrase is made of ('THE NEXT MORNING', 'TWO DAYS LATER', 'A BIT LATER', 'CONTINUED'). */
const TIME_PHRASE_WORDS =
  /^(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|few|several|some|next|following|same|that|this|bit|moments?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|later|earlier|after|afterwards?|time|continuous|continued|cont['’]d|late|early|morning|night|evening|afternoon|dawn|dusk|noon|midnight|sunrise|sunset|\d+)$/i;
/** …of which one says when. */
const TIME_PHRASE_CORE = /^(?:later|earlier|same|continuous|continued|cont['’]d|morning|night|evening|afternoon|dawn|dusk|noon|midnight|sunrise|sunset|days?|moments?)$/i;

function isTimePhrase(clause: string): boolean {
  const words = clause.split(/\s+/);
  return words.every((word) => TIME_PHRASE_WORDS.test(word)) && words.some((word) => TIME_PHRASE_CORE.test(word));
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

// Escaped markers (\* and \_) stand in as private-use characters while the emphasis is read.
const ESCAPES: Array<[string, string]> = [
  ['\\*', '\uE001'],
  ['\\_', '\uE002'],
];
const unescape = (text: string) => text.replace(/\uE001/g, '*').replace(/\uE002/g, '_');

/**
 * Fountain's markers, widest first: a marker opens before a non-space and closes after one, and
 * its content may hold other markers (*italic **bold** italic*, _**bold underline**_).
 */
const EMPHASIS: Array<[RegExp, RunStyle]> = [
  [/(?<!\*)\*\*\*(?=[^\s*])([\s\S]*?[^\s])\*\*\*(?!\*)/, { bold: true, italic: true }],
  [/(?<!\*)\*\*(?=[^\s*])([\s\S]*?[^\s*])\*\*(?!\*)/, { bold: true }],
  [/(?<!\*)\*(?=[^\s*])([\s\S]*?[^\s*])\*(?!\*)/, { italic: true }],
  [/_(?=[^\s_])([\s\S]*?[^\s_])_/, { underline: true }],
];

function readRuns(text: string, style: RunStyle, runs: TextRun[]): void {
  let first: { match: RegExpExecArray; style: RunStyle } | null = null;
  if (/[*_]/.test(text)) {
    for (const [pattern, marked] of EMPHASIS) {
      const match = pattern.exec(text);
      if (match && (!first || match.index < first.match.index)) first = { match, style: marked };
    }
  }
  if (!first) {
    if (text) runs.push({ text: unescape(text), ...style });
    return;
  }
  const { match } = first;
  readRuns(text.slice(0, match.index), style, runs);
  readRuns(match[1], { ...style, ...first.style }, runs);
  readRuns(text.slice(match.index + match[0].length), style, runs);
}

const sameStyle = (a: RunStyle, b: RunStyle) => !a.bold === !b.bold && !a.italic === !b.italic && !a.underline === !b.underline;

/** Fountain text as styled runs: emphasis read (nested or combined), escapes kept as the characters. */
export function emphasisRuns(text: string): TextRun[] {
  if (!/[*_\\]/.test(text)) return text ? [{ text }] : [];
  const runs: TextRun[] = [];
  readRuns(ESCAPES.reduce((escaped, [marker, stand]) => escaped.split(marker).join(stand), text), {}, runs);
  return runs.reduce<TextRun[]>((merged, run) => {
    const last = merged[merged.length - 1];
    if (last && sameStyle(last, run)) last.text += run.text;
    else merged.push({ ...run });
    return merged;
  }, []);
}

/** Fountain's emphasis markers (*, **, ***, _) and escapes, removed; the words stay. */
export const plainText = (text: string) => emphasisRuns(text).map((run) => run.text).join('');

/** Plain text, plus the runs when any of it is styled. */
export function styledText(text: string): { text: string; runs?: TextRun[] } {
  const runs = emphasisRuns(text);
  const plain = runs.map((run) => run.text).join('');
  return runs.some((run) => run.bold || run.italic || run.underline) ? { text: plain, runs } : { text: plain };
}
