import { isHeadingText, type ParsedScript, type ScriptElement } from './elements';

export class PdfError extends Error {}

interface TextItem {
  x: number;
  y: number;
  width: number;
  text: string;
}

interface Line {
  page: number;
  y: number;
  x: number;
  items: TextItem[];
  text: string;
  /** A scene number printed in a margin of this line (12, 12A, A12, 2-B). */
  sceneNumber?: string;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
// pdf.js is an ES module; loaded on the first PDF only.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** Items on one baseline, left to right, with a space where the gap shows one. */
function joinItems(items: TextItem[]): string {
  let text = '';
  let end = -Infinity;
  for (const item of items) {
    if (text && item.x - end > 0.8 && !text.endsWith(' ') && !item.text.startsWith(' ')) text += ' ';
    text += item.text;
    end = item.x + item.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}

async function readLines(bytes: Uint8Array): Promise<{ lines: Line[]; pageHeight: number; pageWidth: number }> {
  const { getDocument } = await loadPdfJs();
  let document;
  try {
    document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  } catch (error) {
    throw new PdfError(`the PDF is broken (${(error as Error).message})`);
  }
  const lines: Line[] = [];
  let pageHeight = 792;
  let pageWidth = 612;
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      ({ height: pageHeight, width: pageWidth } = page.getViewport({ scale: 1 }));
      const content = await page.getTextContent();
      const byBaseline = new Map<number, TextItem[]>();
      for (const raw of content.items) {
        if (!('str' in raw) || !raw.str.trim()) continue;
        const item = { x: raw.transform[4], y: raw.transform[5], width: raw.width, text: raw.str };
        const key = [...byBaseline.keys()].find((y) => Math.abs(y - item.y) < 2) ?? item.y;
        byBaseline.set(key, [...(byBaseline.get(key) ?? []), item]);
      }
      for (const [y, items] of [...byBaseline.entries()].sort((a, b) => b[0] - a[0])) {
        items.sort((a, b) => a.x - b.x);
        lines.push({ page: number, y, x: items[0].x, items, text: joinItems(items) });
      }
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  return { lines, pageHeight, pageWidth };
}

/** A scene number as writers print them: 12, 12A, A12, 2-B, 12.1. */
const SCENE_NUMBER = /^[A-Z]{0,2}\d{1,4}(?:-?[A-Z]{1,2}|\.\d{1,2})?$/;
const GUTTER = 14;
const NUMBERED_HEADING = new RegExp(`^(${SCENE_NUMBER.source.slice(1, -1)}) (.+?)(?: \\1)?$`);

/**
 * Scene numbers standing apart at either end of a line become the line's number and leave its
 * text, before the margins are measured: on a short numbered script they are most of the left edges.
 */
function withSceneNumbers(lines: Line[]): Line[] {
  return lines.map((line) => {
    let { items } = line;
    let sceneNumber: string | undefined;
    const first = items[0];
    if (items.length > 1 && SCENE_NUMBER.test(first.text.trim()) && items[1].x - (first.x + first.width) >= GUTTER) {
      sceneNumber = first.text.trim();
      items = items.slice(1);
    }
    const last = items[items.length - 1];
    if (items.length > 1 && last.x >= 450 && SCENE_NUMBER.test(last.text.trim()) && last.x - (items[items.length - 2].x + items[items.length - 2].width) >= GUTTER) {
      sceneNumber ??= last.text.trim();
      items = items.slice(0, -1);
    }
    if (sceneNumber === undefined) {
      // One run with the numbers inside it: '12   INT. HOUSE - DAY   12'.
      const inline = NUMBERED_HEADING.exec(line.text);
      if (!inline || !isHeadingText(inline[2])) return line;
      const text = inline[2].trim();
      return { ...line, items: [{ x: line.x, y: line.y, width: text.length * 7.2, text }], text, sceneNumber: inline[1] };
    }
    return { ...line, items, x: items[0].x, text: joinItems(items), sceneNumber };
  });
}

/**
 * Where action and headings start: the leftmost edge that many lines share. (The most common edge
 * can be the dialogue's, in a talky script; margin notes and scene numbers are too few to count.)
 */
function actionIndent(lines: Line[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(Math.round(line.x), (counts.get(Math.round(line.x)) ?? 0) + 1);
  const enough = Math.max(3, lines.length * 0.03);
  const edges = [...counts.entries()].filter(([, count]) => count >= enough).map(([x]) => x);
  // Scene headings sit on the action margin: on a short script they may be fewer than the speeches.
  const headings = lines.filter((line) => isHeadingText(line.text) && isUpper(line.text)).map((line) => Math.round(line.x));
  return Math.min(edges.length > 0 ? Math.min(...edges) : 108, ...headings);
}

const PAGE_NUMBER = /^\d+[A-Z]?\.?$/;
const CONTINUED = /^\(?(CONTINUED|CONT'D|CONTINUED:)\)?:?(\s*\(\d+\))?$/i;
const isUpper = (text: string) => /\p{L}/u.test(text) && text === text.toUpperCase();
/**
 * A word of a cue: capitals, allowing up to three lower-case letters between a first capital and
 * the capitals after it (McGILLIVRAY, MacLEOD, DeMARCO, DuPONT), never a word ending in them.
 */
const CUE_WORD = /^\P{L}*\p{Lu}(\p{Ll}{1,3}\p{Lu})?[\p{Lu}\P{L}]*$/u;
/** A name at the cue's indent: every word a cue word. */
function isCueName(text: string): boolean {
  const words = text.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.length > 0 && words.every((word) => CUE_WORD.test(word));
}

/** Page furniture: page numbers, CONTINUED markers, and scene numbers standing alone in a margin. */
function withoutFurniture(lines: Line[], indent: number, pageHeight: number): Line[] {
  return lines.flatMap((line) => {
    const inHeader = line.y > pageHeight - 72 - 30;
    if (inHeader && PAGE_NUMBER.test(line.text)) return [];
    if (CONTINUED.test(line.text)) return [];
    // Scene numbers printed in the margins either side of a heading.
    const items = line.items.filter((item) => !(PAGE_NUMBER.test(item.text.trim()) && (item.x < indent - 20 || item.x > 500)));
    if (items.length === 0) return [];
    return [{ ...line, items, x: items[0].x, text: joinItems(items) }];
  });
}

type Kind = 'action' | 'dialogue' | 'parenthetical' | 'character' | 'transition';

/** A line's element by how far it is indented from the action margin (the layout every screenplay uses). */
function kindOf(line: Line, indent: number): Kind {
  const offset = line.x - indent;
  if (offset < 25) return 'action';
  if (/^\(.*\)?$/.test(line.text) && offset < 140) return 'parenthetical';
  if (offset < 85) return 'dialogue';
  if (offset < 125) return line.text.startsWith('(') ? 'parenthetical' : 'dialogue';
  if (offset < 230 && isCueName(line.text.split('(')[0])) return 'character';
  if (isUpper(line.text)) return 'transition';
  return offset < 230 ? 'dialogue' : 'action';
}

/** Two columns of speech side by side: a baseline whose items leave a wide gap in the middle. */
function columnSplit(line: Line, indent: number): number | null {
  if (line.x - indent < 20) return null;
  for (let index = 1; index < line.items.length; index += 1) {
    const previous = line.items[index - 1];
    const end = previous.x + previous.width;
    // The middle of the gutter: the right column's speech starts left of its cue.
    if (line.items[index].x - end > 40) return (end + line.items[index].x) / 2;
  }
  return null;
}

/**
 * A screenplay PDF, read from pdf.js text positions: elements by indent and case, page numbers,
 * (MORE), CONTINUED: and margin scene numbers dropped, a speech broken across pages joined, and
 * dual dialogue columns split into their two speakers. Throws PdfError for a broken file.
 */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedScript> {
  const read = await readLines(bytes);
  const raw = withSceneNumbers(read.lines);
  const { pageHeight, pageWidth } = read;
  const indent = actionIndent(raw);
  const lines = withoutFurniture(raw, indent, pageHeight);
  const elements: ScriptElement[] = [];
  const titlePage: Record<string, string> = {};

  // A first page with no heading, speech or dual dialogue is the title page, if it looks like one.
  const firstPage = lines.filter((line) => line.page === 1);
  const speaks = (line: Line, index: number) =>
    kindOf(line, indent) === 'character' &&
    firstPage[index + 1] !== undefined &&
    line.y - firstPage[index + 1].y <= 18 &&
    kindOf(firstPage[index + 1], indent) === 'dialogue';
  const isScript = (line: Line, index: number) => isHeadingText(line.text) || line.sceneNumber !== undefined || speaks(line, index) || columnSplit(line, indent) !== null;
  const centered = (line: Line) => {
    const last = line.items[line.items.length - 1];
    return line.x - indent > 36 && Math.abs((line.x + last.x + last.width) / 2 - pageWidth / 2) < 36;
  };
  const titleLike = firstPage.length <= 30 && firstPage.some(centered);
  const scriptStart = firstPage.some(isScript) || !titleLike ? 0 : firstPage.length;
  if (scriptStart > 0 && firstPage[0]) titlePage.title = firstPage.reduce((top, line) => (line.y > top.y ? line : top)).text;

  let index = scriptStart;
  let speaker: string | null = null;
  // After '(MORE)' at a page's foot, the same cue with (CONT'D) picks the speech up: one line, not two.
  let more = false;
  let joinSpeech = false;
  const gapAfter = (line: Line, next: Line | undefined) => !next || next.page !== line.page || line.y - next.y > 18;

  while (index < lines.length) {
    const line = lines[index];
    const split = columnSplit(line, indent);
    if (split !== null && kindOf({ ...line, items: line.items.filter((item) => item.x < split), text: '' }, indent) !== 'action') {
      index = readDualDialogue(lines, index, split, elements);
      speaker = null;
      continue;
    }
    const kind = kindOf(line, indent);
    // A paragraph: following lines of the same kind with no blank line between.
    const paragraph = [line];
    while (
      index + 1 < lines.length &&
      !gapAfter(lines[index], lines[index + 1]) &&
      kindOf(lines[index + 1], indent) === kind &&
      lines[index + 1].sceneNumber === undefined &&
      lines[index + 1].text !== '(MORE)'
    ) {
      index += 1;
      paragraph.push(lines[index]);
    }
    const text = paragraph.map((part) => part.text).join(' ');
    index += 1;

    if (text === '(MORE)') {
      more = speaker !== null;
      continue;
    }
    if (kind === 'character') {
      const name = text.replace(/\s*\(CONT['’]D\)\s*/gi, ' ').trim();
      if (more && name === speaker && /CONT['’]D/i.test(text)) {
        joinSpeech = true;
      } else {
        elements.push({ type: 'character', text });
        speaker = name;
      }
      more = false;
      continue;
    }
    more = false;
    if ((kind === 'dialogue' || kind === 'parenthetical') && speaker) {
      const previous = elements[elements.length - 1];
      if (kind === 'dialogue' && joinSpeech && previous?.type === 'dialogue') previous.text = `${previous.text} ${text}`;
      else if (kind === 'parenthetical') elements.push({ type: 'parenthetical', text: text.replace(/^\(|\)$/g, '').trim() });
      else elements.push({ type: 'dialogue', text });
      joinSpeech = false;
      continue;
    }
    speaker = null;
    joinSpeech = false;
    if (kind === 'transition') elements.push({ type: 'transition', text });
    else if (kind !== 'action') elements.push({ type: 'action', text });
    else if (paragraph[0].sceneNumber !== undefined) elements.push({ type: 'heading', text, sceneNumber: paragraph[0].sceneNumber });
    else if (isHeadingText(text) && isUpper(text)) elements.push({ type: 'heading', text });
    else if (isForcedHeading(paragraph, text)) elements.push({ type: 'heading', text });
    else elements.push({ type: 'action', text });
  }
  return { titlePage, elements };
}

/** Camera directions written in capitals on the action margin: shots within a scene, not new scenes. */
const SHOT = /^(ON|ANGLE|CLOSE|CLOSER|WIDE|WIDER|INSERT|POV|BACK TO|LATER|MOMENTS LATER|SUPER|TITLE|INTERCUT|SERIES OF SHOTS|MONTAGE|END OF|THE END|FADE|CUT|DISSOLVE|SMASH|MATCH|OVER|REVERSE|AERIAL|TRACKING|PAN|TIGHT|EXTREME|ESTABLISHING)\b/;

/** A one-line capitalised place name standing alone on the action margin: a heading written without INT./EXT. */
const isForcedHeading = (paragraph: Line[], text: string) =>
  paragraph.length === 1 && isUpper(text) && !/[.:!?]$/.test(text) && text.split(' ').length <= 10 && !SHOT.test(text);

/** Left column first (cue and speech), then the right column as the second, 'dual', speaker. */
function readDualDialogue(lines: Line[], start: number, split: number, elements: ScriptElement[]): number {
  const columns: [string[], string[]] = [[], []];
  let index = start;
  const page = lines[start].page;
  for (; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.page !== page || (index > start && lines[index - 1].y - line.y > 18)) break;
    const left = line.items.filter((item) => item.x < split);
    const right = line.items.filter((item) => item.x >= split);
    if (left.length) columns[0].push(joinItems(left));
    if (right.length) columns[1].push(joinItems(right));
  }
  columns.forEach((column, side) => {
    const [cue, ...rest] = column;
    if (!cue) return;
    const dual = side === 1 ? { dual: true } : {};
    elements.push({ type: 'character', text: cue, ...dual });
    let speech: string[] = [];
    const flush = () => {
      if (speech.length) elements.push({ type: 'dialogue', text: speech.join(' '), ...dual });
      speech = [];
    };
    for (const text of rest) {
      if (/^\(.*\)$/.test(text)) {
        flush();
        elements.push({ type: 'parenthetical', text: text.slice(1, -1).trim(), ...dual });
      } else speech.push(text);
    }
    flush();
  });
  return index;
}
